import { z } from 'zod';
import { api } from '@pagora/shared/client';

const answerSchema = z.object({ message: z.string() });

/** DELETE /api/payment-remove/:paymentId */
export async function removePaymentLink(linkId: string): Promise<void> {
  const { data } = await api.delete<unknown>(`/payment-remove/${encodeURIComponent(linkId)}`);
  answerSchema.parse(data);
}
