import { boletoMinimum, saoPauloWallClock, type BoletoPaymentRequest } from '@pagora/shared';
import type { BoletoAnswer } from '@pagora/shared/contracts';
import type { AppContext } from '../../../../platform/context';
import { AppError } from '../../../../platform/app-error';
import type { ChargeLink } from '../../order';
import { boletoPaymentLimitDate, type BoletoCodes } from '../../../gateway';
import type { CreateBoletoInput, ProviderCharge, SplitRule as ProviderSplitRule } from '../../../gateway';
import { isProviderUnavailable, type ChargeAnswer } from '../../charge-common';
import { documentTokenOf } from '../../document-links';
import { admitAttempt } from '../../link-admission';
import { enqueueBoletoMail } from '../../payment-mail';
import { recordCharge, recordFailure } from '../../status-updates';
import type { BoletoFacts } from '../../tables';
import { gateway } from '../../../gateway';

export const BOLETO_UF_INVALID = 'Informe a UF do endereço com 2 letras (ex: SP).';
export const BOLETO_NOT_OFFERED = 'Este link não aceita boleto.';

/** `YYYY-MM-DD`, `days` after today in Brasília (the payer's calendar, not the server's). */
export function brasiliaDate(days: number, now = new Date()): string {
  const today = saoPauloWallClock(now);
  return new Date(Date.UTC(today.year, today.month - 1, today.day + days)).toISOString().slice(0, 10);
}

/** The instant a day ends in Brasília (a fixed UTC−3 since 2019: ADR 021). */
export const endOfBrasiliaDay = (date: string) => new Date(`${date}T23:59:59.999-03:00`);

/** Our printable boleto: like the receipt, the transaction's id and its document token (issue 35). */
export const boletoPdfUrl = (publicUrl: string, id: string, documentToken: string) =>
  `${publicUrl}/api/boleto/${id}/pdf?t=${encodeURIComponent(documentToken)}`;

/**
 * What can be refused before the attempt is counted or the key claimed: a link whose amount is
 * below Zoop's floor for its fee and interest, an address whose UF is not two letters.
 */
export function checkBoletoRequest(link: ChargeLink, request: BoletoPaymentRequest): void {
  if (!link.boleto) throw AppError.unprocessable(BOLETO_NOT_OFFERED, 'method_not_accepted', 'paymentMethod');
  const minimum = boletoMinimum(link.boleto);
  if (link.amountCents < minimum.cents) throw AppError.unprocessable(minimum.message, 'invalid_boleto');
  if (!/^[A-Za-z]{2}$/.test(request.address.state))
    throw AppError.badRequest(BOLETO_UF_INVALID, 'address.state', 'validation_error');
}

/**
 * A boleto for the link's amount, due `dueDays` after today in Brasília: the row first
 * (`pendente`, its due and limit dates, fee, interest and the payer's address), then the provider
 * with the link's split, then the codes recorded through the one status path. Unpaid after the
 * payment limit date, the payments sweep fails it ('Boleto vencido').
 */
export async function payByBoleto(
  ctx: AppContext,
  link: ChargeLink,
  request: BoletoPaymentRequest,
  splitRules: ProviderSplitRule[],
  attempt: { transactionId: string; resumed: boolean },
): Promise<ChargeAnswer> {
  const settings = link.boleto;
  if (!settings) throw AppError.unprocessable(BOLETO_NOT_OFFERED, 'method_not_accepted', 'paymentMethod');
  const id = attempt.transactionId;
  const dueDate = brasiliaDate(settings.dueDays);
  const paymentLimitDate = boletoPaymentLimitDate(dueDate);
  const a = request.address;
  const payerAddress = {
    street: a.street,
    number: a.number,
    complement: a.complement,
    neighborhood: a.neighborhood,
    city: a.city,
    state: a.state.toUpperCase(),
    zipCode: a.zipCode,
  };
  const facts: BoletoFacts = {
    dueDate,
    paymentLimitDate,
    lateFeeHundredths: settings.lateFeeHundredths,
    monthlyInterestHundredths: settings.monthlyInterestHundredths,
    payerAddress,
  };
  await admitAttempt(ctx, link, {
    id,
    linkId: link.id,
    sellerId: link.seller.id,
    marketplaceId: link.marketplace.id,
    status: 'pendente',
    method: 'bank_slip',
    amountCents: link.amountCents,
    splitRules: link.splitRules,
    expiresAt: endOfBrasiliaDay(paymentLimitDate),
    payerName: request.name,
    payerEmail: request.email,
    payerCpf: request.cpf,
    boleto: facts,
  });

  let charge: ProviderCharge;
  try {
    charge = await issue(ctx, attempt, {
      referenceId: id,
      amountCents: link.amountCents,
      sellerId: link.seller.idSeller,
      description: link.description.slice(0, 255) || `Pagamento a ${link.seller.nome}`.slice(0, 255),
      dueDate,
      payer: {
        name: request.name,
        taxpayerId: request.cpf,
        email: request.email,
        address: {
          ...payerAddress,
          complement: a.complement || undefined,
          postalCode: a.zipCode.replace(/\D/g, ''),
        },
      },
      ...(settings.lateFeeHundredths === null ? {} : { lateFeeHundredths: settings.lateFeeHundredths }),
      ...(settings.monthlyInterestHundredths === null
        ? {}
        : { monthlyInterestHundredths: settings.monthlyInterestHundredths }),
      splitRules,
    });
  } catch (err) {
    await recordFailure(ctx, id, isProviderUnavailable(err) ? 'provider_unavailable' : 'provider_error');
    throw err;
  }
  const codes = charge.boleto;
  if (!codes || charge.status !== 'pendente') {
    // A boleto already paid or cancelled at its first answer cannot be shown as one to pay.
    await recordCharge(ctx, id, charge);
    throw new AppError(502, 'provider_bad_response', 'O provedor não devolveu um boleto pagável.', {
      operational: false,
    });
  }
  // The codes and the payer's e-mail with them commit together: no boleto without its message.
  await recordCharge(ctx, id, charge, {
    alongside: (db) => enqueueBoletoMail(db, id, ctx.config.mail.anonymousCaps),
  });
  const token = (await documentTokenOf(ctx.db, id)) ?? '';
  return { status: 200, body: boletoAnswer(ctx, { id, token }, codes, dueDate, link.amountCents) };
}

/** A resumed attempt adopts the boleto the provider made under this reference, else issues it. */
async function issue(
  ctx: AppContext,
  attempt: { resumed: boolean },
  input: CreateBoletoInput,
): Promise<ProviderCharge> {
  const provider = gateway(ctx).provider;
  if (attempt.resumed) {
    const found = await provider.findChargeByReference(input.referenceId);
    if (found) return found;
  }
  return (await provider.createBoleto(input)).charge;
}

function boletoAnswer(
  ctx: AppContext,
  { id, token }: { id: string; token: string },
  codes: BoletoCodes,
  dueDate: string,
  amountCents: number,
): BoletoAnswer {
  return {
    id,
    status: 'pendente',
    boleto: {
      barcode: codes.barcode,
      digitableLine: codes.digitableLine,
      dueDate: codes.dueDate || dueDate,
      url: boletoPdfUrl(ctx.mail.publicUrl, id, token),
      amountCents,
    },
  };
}
