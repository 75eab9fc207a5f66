import { z } from 'zod';
import { centsToReais, createPaymentLinkSchema, type CreatePaymentLink } from '@pagora/shared';
import { api } from '@pagora/shared/client';

/** POST /api/register-payment. The form validates with the shared schema; this sends its output. */
export { createPaymentLinkSchema };

export const createPaymentLinkAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ payment: z.looseObject({ id: z.string().min(1) }) }),
});
export type CreatePaymentLinkAnswer = z.infer<typeof createPaymentLinkAnswerSchema>;

/** A marketplace owner creates for one of its sellers, named by `seller_id`. */
export interface CreatePaymentLinkRequest {
  link: CreatePaymentLink;
  sellerId?: string;
}

export function createPaymentLinkBody({ link, sellerId }: CreatePaymentLinkRequest) {
  const { amountCents, splitPayments, customerEmail, ...rest } = link;
  return {
    ...rest,
    amount: centsToReais(amountCents),
    ...(customerEmail ? { customerEmail } : {}),
    splitPayments: splitPayments.map(({ percentageHundredths, ...split }) => ({
      ...split,
      percentage: percentageHundredths / 100,
    })),
    ...(sellerId ? { seller_id: sellerId } : {}),
  };
}

export async function createPaymentLink(request: CreatePaymentLinkRequest): Promise<{ id: string }> {
  const { data } = await api.post<unknown>('/register-payment', createPaymentLinkBody(request));
  return { id: createPaymentLinkAnswerSchema.parse(data).data.payment.id };
}
