import { call } from '@pagora/shared/client';
import { linksContract, type AnswerOf } from '@pagora/shared/contracts';

export type SplitRecipient = AnswerOf<typeof linksContract.splitRecipients>['recipients'][number];

/** GET /api/split-recipients: the other sellers of the caller's marketplace, for the split picker. */
export async function getSplitRecipients(): Promise<SplitRecipient[]> {
  const { recipients } = await call(linksContract.splitRecipients, {});
  return recipients;
}
