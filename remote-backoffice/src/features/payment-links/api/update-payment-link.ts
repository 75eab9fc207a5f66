import { z } from 'zod';
import { centsToReais, updatePaymentLinkSchema, type UpdatePaymentLink } from '@pagora/shared';
import { api } from '@pagora/shared/client';

/** PUT /api/payment-update/:paymentId — the edit modal validates with the shared schema. */
export { updatePaymentLinkSchema };

const answerSchema = z.object({ message: z.string() });

export async function updatePaymentLink(linkId: string, link: UpdatePaymentLink): Promise<void> {
  const { amountCents, ...rest } = link;
  const { data } = await api.put<unknown>(`/payment-update/${encodeURIComponent(linkId)}`, {
    ...rest,
    amount: centsToReais(amountCents),
  });
  answerSchema.parse(data);
}
