import { useEffect, useState } from 'react';
import { call } from '@pagora/shared/client';
import { linksContract, type AnswerOf } from '@pagora/shared/contracts';

export type SplitRecipient = AnswerOf<typeof linksContract.splitRecipients>['recipients'][number];

/** GET /api/split-recipients: the other sellers of the caller's marketplace, for the split picker. */
export async function getSplitRecipients(): Promise<SplitRecipient[]> {
  const { recipients } = await call(linksContract.splitRecipients, {});
  return recipients;
}

/**
 * Suggestions for the recipient fields (create and edit). Only a convenience: if the list cannot be
 * read the seller can still type a seller id, and the server checks every recipient either way.
 */
export function useSplitRecipients(enabled: boolean): SplitRecipient[] {
  const [recipients, setRecipients] = useState<SplitRecipient[]>([]);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    getSplitRecipients()
      .then((list) => live && setRecipients(list))
      .catch(() => live && setRecipients([]));
    return () => {
      live = false;
    };
  }, [enabled]);
  return recipients;
}
