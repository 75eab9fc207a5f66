import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { providerSellerIdOf } from './provider-seller';
import { endOfBrasiliaDay } from './methods/boleto/boleto-charge';
import type { BoletoCodes } from '../gateway';
import type { ProviderCharge } from '../gateway';
import { isProviderUnavailable } from './charge-common';
import { recordCharge, recordFailure } from './status-updates';
import type { BoletoFacts } from './tables';
import { insertAttemptTransaction } from './transactions-repo';
import { gateway } from '../gateway';

/** A boleto for a subscription's charge (issue 24), issued by the billing engine. */
export type SubscriptionBoletoInput = {
  /** Our transaction id, written before the provider call; it is the provider's reference. */
  transactionId: string;
  /** True when an earlier run may have reached the provider with this id: look it up first. */
  resumed: boolean;
  subscriptionChargeId: string;
  sellerId: string;
  marketplaceId: string;
  amountCents: number;
  description: string;
  /** `YYYY-MM-DD`: the cycle's date (a retry's own later one). */
  dueDate: string;
  /** The last day we take it: after it, the payments sweep voids it ('Boleto vencido'). */
  paymentLimitDate: string;
  lateFeeHundredths: number | null;
  monthlyInterestHundredths: number | null;
  payer: { name: string; email: string; cpf: string; address: BoletoFacts['payerAddress'] };
  /**
   * The caller's writes that commit with the boleto's codes (the attempt's record, its e-mail):
   * nothing issued is recorded without them, and they never without the codes.
   */
  alongside: (db: Db, codes: BoletoCodes) => Promise<void>;
};

export type SubscriptionBoletoOutcome =
  | { status: 'emitido'; codes: BoletoCodes }
  /** Found paid when a lost attempt was looked up. */
  | { status: 'pago' }
  | { status: 'recusado'; declineReason: string }
  /** The provider did not answer: the outcome is unknown and is looked up by reference later. */
  | { status: 'indisponivel' };

/**
 * Issues the boleto of a subscription's charge as a link's is issued (boleto-charge.ts): the
 * transaction row first (`pendente`, method bank_slip, its charge named, due and limit dates, fee,
 * interest, the payer's address), then the provider under our reference (a resumed attempt adopts
 * the boleto the provider already made under it, so a crash never issues two), then the codes with
 * the caller's writes, in one database transaction. Unpaid after its limit date, the payments
 * sweep fails it ('Boleto vencido') like a link's.
 */
export async function issueSubscriptionBoleto(
  ctx: AppContext,
  input: SubscriptionBoletoInput,
): Promise<SubscriptionBoletoOutcome> {
  const providerSellerId = await providerSellerIdOf(ctx.db, input.sellerId);
  if (!providerSellerId) return { status: 'recusado', declineReason: 'seller_not_onboarded' };
  const id = input.transactionId;
  const a = input.payer.address;
  await insertAttemptTransaction(ctx.db, {
    id,
    linkId: null,
    subscriptionChargeId: input.subscriptionChargeId,
    sellerId: input.sellerId,
    marketplaceId: input.marketplaceId,
    status: 'pendente',
    method: 'bank_slip',
    amountCents: input.amountCents,
    expiresAt: endOfBrasiliaDay(input.paymentLimitDate),
    payerName: input.payer.name,
    payerEmail: input.payer.email,
    payerCpf: input.payer.cpf,
    boleto: {
      dueDate: input.dueDate,
      paymentLimitDate: input.paymentLimitDate,
      lateFeeHundredths: input.lateFeeHundredths,
      monthlyInterestHundredths: input.monthlyInterestHundredths,
      payerAddress: a,
    },
  });
  let charge: ProviderCharge;
  try {
    charge = await issueOnce(ctx, input, providerSellerId);
  } catch (err) {
    if (isProviderUnavailable(err)) return { status: 'indisponivel' };
    // The provider refused this boleto (a payer it does not accept): a refused attempt, retried.
    await recordFailure(ctx, id, 'provider_error');
    return { status: 'recusado', declineReason: 'boleto_recusado' };
  }
  const codes = charge.boleto;
  if (charge.status === 'pago') {
    await recordCharge(ctx, id, charge);
    return { status: 'pago' };
  }
  if (!codes || charge.status !== 'pendente') {
    await recordCharge(ctx, id, charge);
    return { status: 'recusado', declineReason: 'boleto_recusado' };
  }
  await recordCharge(ctx, id, charge, { alongside: (db) => input.alongside(db, codes) });
  return { status: 'emitido', codes };
}

async function issueOnce(
  ctx: AppContext,
  input: SubscriptionBoletoInput,
  idSeller: string,
): Promise<ProviderCharge> {
  const provider = gateway(ctx).provider;
  if (input.resumed) {
    const found = await provider.findChargeByReference(input.transactionId);
    if (found) return found;
  }
  const a = input.payer.address;
  const answer = await provider.createBoleto({
    referenceId: input.transactionId,
    amountCents: input.amountCents,
    sellerId: idSeller,
    description: input.description.slice(0, 255),
    dueDate: input.dueDate,
    payer: {
      name: input.payer.name,
      taxpayerId: input.payer.cpf.replace(/\D/g, ''),
      email: input.payer.email,
      address: {
        street: a.street,
        number: a.number,
        complement: a.complement || undefined,
        neighborhood: a.neighborhood,
        city: a.city,
        state: a.state,
        postalCode: a.zipCode.replace(/\D/g, ''),
      },
    },
    ...(input.lateFeeHundredths === null ? {} : { lateFeeHundredths: input.lateFeeHundredths }),
    ...(input.monthlyInterestHundredths === null
      ? {}
      : { monthlyInterestHundredths: input.monthlyInterestHundredths }),
  });
  return answer.charge;
}
