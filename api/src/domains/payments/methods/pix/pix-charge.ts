import { centsToReais } from '@pagora/shared';
import type { AppContext } from '../../../../platform/context';
import { AppError } from '../../../../platform/app-error';
import { validatePixBrCode } from '../../../../platform/br-codes/pix/br-code';
import type { ProviderCharge, SplitRule as ProviderSplitRule } from '../../../gateway';
import type { ChargeLink } from '../../order';
import type { PixAnswer } from '@pagora/shared/contracts';
import { createOrAdopt, isProviderUnavailable, type ChargeAnswer } from '../../charge-common';
import { recordChargeDetails, recordFailure } from '../../status-updates';
import { admitAttempt } from '../../link-admission';
import { gateway } from '../../../gateway';

/** Spec 000 error catalogue: "communication error with the card payment provider on PIX payment". */
export const PIX_PROVIDER_ERROR =
  'Erro de comunicação com a operadora de pagamento ao gerar o PIX. Tente novamente.';
export const AMOUNT_MISMATCH = 'O valor informado não corresponde ao valor do link de pagamento.';

/**
 * The provider keeps the code payable a little past our deadline: our expiry job voids it at the
 * deadline, and if that void fails a payment that still arrives is recorded as late, never refused.
 */
export const PIX_PROVIDER_GRACE_SECONDS = 60;

/** What a PIX payer chose to tell (both optional): recorded on the transaction. */
export type PixPayer = { name: string | null; email: string | null };

/** The answer for an open code, new or found again for the same payer (open-pix.ts). */
export function pixAnswer(tx: { id: string; emv: string; expiresAt: Date; amountCents: number }): PixAnswer {
  return {
    barCode: { emv: tx.emv },
    id_transacao: tx.id,
    id: tx.id,
    expiresAt: tx.expiresAt.toISOString(),
    expiresInSeconds: Math.max(0, Math.floor((tx.expiresAt.getTime() - Date.now()) / 1000)),
    valor: centsToReais(tx.amountCents),
    status: 'pendente_pix',
  };
}

/**
 * The client's `valor` must say the link's amount. Checked before the Idempotency-Key is claimed:
 * the corrected retry may reuse the key.
 */
export function checkPixAmount(link: ChargeLink, valorCents: number): void {
  if (valorCents !== link.amountCents)
    throw AppError.unprocessable(AMOUNT_MISMATCH, 'amount_mismatch', 'valor');
}

/**
 * PIX charge for a link, for the link's amount (`checkPixAmount` has compared the payer's).
 * `payerKey` marks whose code it is, so that payer finds it again after a reload (open-pix.ts).
 * PIX asks for no name: the payer's own name and e-mail are recorded when given, else a link that
 * names its customer records that customer's e-mail. `splitRules` are the link's, in the
 * provider's seller ids (resolved before the Idempotency-Key was claimed), as for a card.
 */
export async function payByPix(
  ctx: AppContext,
  link: ChargeLink,
  splitRules: ProviderSplitRule[],
  attempt: { transactionId: string; resumed: boolean },
  payerKey: string | null,
  payer: PixPayer = { name: null, email: null },
): Promise<ChargeAnswer> {
  const payments = { config: ctx.config.payments, provider: () => gateway(ctx).provider };
  const id = attempt.transactionId;
  const ours = new Date(Date.now() + payments.config.pixExpirySeconds * 1000);
  await admitAttempt(ctx, link, {
    id,
    linkId: link.id,
    sellerId: link.seller.id,
    marketplaceId: link.marketplace.id,
    status: 'pendente_pix',
    method: 'pix',
    amountCents: link.amountCents,
    splitRules: link.splitRules,
    expiresAt: ours,
    payerKey,
    payerName: payer.name,
    payerEmail: payer.email ?? link.customerEmail,
  });

  let charge: ProviderCharge;
  try {
    const provider = payments.provider();
    charge = await createOrAdopt(provider, id, attempt.resumed, () =>
      provider.chargePix({
        referenceId: id,
        amountCents: link.amountCents,
        sellerId: link.seller.idSeller,
        description: link.description.slice(0, 255),
        expiresInSeconds: payments.config.pixExpirySeconds + PIX_PROVIDER_GRACE_SECONDS,
        splitRules,
      }),
    );
  } catch (err) {
    await recordFailure(ctx, id, isProviderUnavailable(err) ? 'provider_unavailable' : 'provider_error');
    throw pixError(err);
  }
  // The adapter checks too; this is the last gate before a payer's bank sees the code.
  const emv = charge.pix?.emv ?? '';
  const check = validatePixBrCode(emv);
  const amount = check.fields.amountCents;
  if (
    !check.valid ||
    (amount !== undefined && amount !== link.amountCents) ||
    charge.status !== 'pendente_pix'
  ) {
    await recordFailure(ctx, id, 'invalid_br_code', charge.providerId);
    ctx.tasks.run(() => payments.provider().voidCharge(charge.providerId));
    throw pixError(new AppError(502, 'provider_bad_response', 'invalid BR Code', { operational: false }));
  }
  const deadline = providerDeadline(charge, ours);
  await recordChargeDetails(ctx, id, charge, { expiresAt: deadline });
  return { status: 200, body: pixAnswer({ id, emv, expiresAt: deadline, amountCents: link.amountCents }) };
}

/**
 * The payer sees the deadline the provider answered (Zoop's default is 5 minutes, whatever we
 * asked: issue 28), never later than our own: our expiry job ends the code at that instant.
 */
function providerDeadline(charge: ProviderCharge, ours: Date): Date {
  const theirs = charge.pix?.expiresAt ? Date.parse(charge.pix.expiresAt) : Number.NaN;
  return Number.isFinite(theirs) && theirs < ours.getTime() ? new Date(theirs) : ours;
}

function pixError(cause: unknown): AppError {
  const status = cause instanceof AppError && cause.status === 504 ? 504 : 502;
  return new AppError(status, 'pix_provider_error', PIX_PROVIDER_ERROR, {
    cause,
    operational: isProviderUnavailable(cause),
    details: { retryable: isProviderUnavailable(cause) },
  });
}
