import { centsToReais } from '@pagora/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { validatePixBrCode } from './pix/br-code';
import type { ProviderCharge } from './provider/port';
import type { PayableLink } from '../links';
import { createOrAdopt, isProviderUnavailable, type ChargeAnswer } from './charge-common';
import { recordCharge, recordFailure } from './status-updates';
import { insertAttempt } from './transactions-repo';

/** Spec 000 error catalogue: "communication error with the card payment provider on PIX payment". */
export const PIX_PROVIDER_ERROR =
  'Erro de comunicação com a operadora de pagamento ao gerar o PIX. Tente novamente.';
export const AMOUNT_MISMATCH = 'O valor informado não corresponde ao valor do link de pagamento.';

/**
 * The provider keeps the code payable a little past our deadline: our expiry job voids it at the
 * deadline, and if that void fails a payment that still arrives is recorded as late, never refused.
 */
export const PIX_PROVIDER_GRACE_SECONDS = 60;

export type PixAnswerBody = {
  barCode: { emv: string };
  id_transacao: string;
  id: string;
  expiresAt: string;
  valor: number;
  status: 'pendente_pix';
};

/**
 * The client's `valor` must say the link's amount. Checked before the Idempotency-Key is claimed:
 * the corrected retry may reuse the key.
 */
export function checkPixAmount(link: PayableLink, valorCents: number): void {
  if (valorCents !== link.amountCents)
    throw AppError.unprocessable(AMOUNT_MISMATCH, 'amount_mismatch', 'valor');
}

/** PIX charge for a link, for the link's amount (`checkPixAmount` has compared the payer's). */
export async function payByPix(
  ctx: AppContext,
  link: PayableLink,
  attempt: { transactionId: string; resumed: boolean },
): Promise<ChargeAnswer> {
  const { payments } = ctx;
  const id = attempt.transactionId;
  const deadline = new Date(Date.now() + payments.config.pixExpirySeconds * 1000);
  await insertAttempt(ctx.db, {
    id,
    linkId: link.id,
    sellerId: link.seller.id,
    marketplaceId: link.marketplace.id,
    status: 'pendente_pix',
    method: 'pix',
    amountCents: link.amountCents,
    splitRules: link.splitRules,
    expiresAt: deadline,
  });

  let charge: ProviderCharge;
  try {
    const provider = payments.provider;
    charge = await createOrAdopt(provider, id, attempt.resumed, () =>
      provider.chargePix({
        referenceId: id,
        amountCents: link.amountCents,
        sellerId: link.seller.idSeller,
        description: link.description.slice(0, 255),
        expiresInSeconds: payments.config.pixExpirySeconds + PIX_PROVIDER_GRACE_SECONDS,
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
    payments.background(() => payments.provider.voidCharge(charge.providerId));
    throw pixError(new AppError(502, 'provider_bad_response', 'invalid BR Code', { operational: false }));
  }
  await recordCharge(ctx, id, charge, { expiresAt: deadline });
  const body: PixAnswerBody = {
    barCode: { emv },
    id_transacao: id,
    id,
    expiresAt: deadline.toISOString(),
    valor: centsToReais(link.amountCents),
    status: 'pendente_pix',
  };
  return { status: 200, body };
}

function pixError(cause: unknown): AppError {
  const status = cause instanceof AppError && cause.status === 504 ? 504 : 502;
  return new AppError(status, 'pix_provider_error', PIX_PROVIDER_ERROR, {
    cause,
    operational: isProviderUnavailable(cause),
    details: { retryable: isProviderUnavailable(cause) },
  });
}
