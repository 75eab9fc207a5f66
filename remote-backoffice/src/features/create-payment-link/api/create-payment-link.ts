import { centsToReais, createPaymentLinkSchema, type CreatePaymentLink } from '@pagora/shared';
import { call } from '@pagora/shared/client';
import { linksContract, type LinkView, type RequestOf } from '@pagora/shared/contracts';
import { boletoBody } from '../../../lib/boleto-settings';
import { checkoutBody } from '../../../lib/checkout-settings';

/** POST /api/register-payment. The form validates with the shared schema; this sends its output. */
export { createPaymentLinkSchema };

/** A marketplace owner creates for one of its sellers, named by `seller_id`. */
export interface CreatePaymentLinkRequest {
  link: CreatePaymentLink;
  sellerId?: string;
}

/** The form's parsed link (cents, hundredths) as the route reads it (reais, percents). */
export function createPaymentLinkBody({
  link,
  sellerId,
}: CreatePaymentLinkRequest): RequestOf<typeof linksContract.create>['body'] {
  const { amountCents, splitPayments, customerEmail, boleto, checkout, ...rest } = link;
  return {
    ...rest,
    ...checkoutBody(checkout),
    amount: centsToReais(amountCents),
    ...(customerEmail ? { customerEmail } : {}),
    splitPayments: splitPayments.map(({ percentageHundredths, ...split }) => ({
      ...split,
      percentage: percentageHundredths / 100,
    })),
    ...(sellerId ? { seller_id: sellerId } : {}),
    ...(boleto ? { boleto: boletoBody(boleto) } : {}),
  };
}

/**
 * Answers the created link; its `id` is what the payer's URL carries. The Idempotency-Key makes a
 * repeat of the same request answer the same link.
 */
export async function createPaymentLink(
  request: CreatePaymentLinkRequest,
  idempotencyKey: string,
): Promise<LinkView> {
  const answer = await call(
    linksContract.create,
    { body: createPaymentLinkBody(request) },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return answer.data.payment;
}
