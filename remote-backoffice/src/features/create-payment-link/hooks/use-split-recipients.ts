import { useEffect, useState } from 'react';
import { getSplitRecipients, type SplitRecipient } from '../api/get-split-recipients';

/**
 * Suggestions for the recipient fields. Only a convenience: if the list cannot be read the seller
 * can still type a seller id, and the server checks every recipient either way.
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
