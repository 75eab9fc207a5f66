import { z } from 'zod';
import { api } from '@pagora/shared/client';

/** GET /api/split-recipients: the other sellers of the caller's marketplace, for the split picker. */
export const splitRecipientsAnswerSchema = z.object({
  recipients: z.array(z.object({ id: z.string(), nome: z.string() })),
});
export type SplitRecipient = z.infer<typeof splitRecipientsAnswerSchema>['recipients'][number];

export async function getSplitRecipients(): Promise<SplitRecipient[]> {
  const { data } = await api.get<unknown>('/split-recipients');
  return splitRecipientsAnswerSchema.parse(data).recipients;
}
