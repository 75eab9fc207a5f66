import { useEffect, useRef, useState } from 'react';
import { getQuote, type Quote } from '../api/get-quote';
import { refusedOrderField, type OrderField, type OrderKeys } from '../api/order-keys';

/** Typing a quantity or an amount asks the server once the payer pauses, not on every key. */
export const QUOTE_DEBOUNCE_MS = 300;

export type QuoteError = { field: OrderField | null; message: string };

type Answer = { key: string; quote: Quote | null; error: QuoteError | null };

/**
 * The server's price of the payer's choice (`order`; null: the link's plain price, nothing to
 * ask). Only the answer to the latest choice is kept: an answer to an earlier one, arriving late,
 * is dropped. `shown` is the last price the server gave, kept on screen while the next is coming.
 */
export function useQuote(linkId: string, order: OrderKeys | null) {
  const key = order ? JSON.stringify(order) : null;
  const latest = useRef(order);
  latest.current = order;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    const asked = latest.current;
    if (key === null || !asked) return;
    let current = true;
    const timer = setTimeout(() => {
      getQuote(linkId, asked).then(
        (quote) => current && setAnswer({ key, quote, error: null }),
        (err: unknown) =>
          current &&
          setAnswer((last) => ({
            key,
            quote: last?.quote ?? null,
            error: {
              field: refusedOrderField(err),
              message: err instanceof Error ? err.message : String(err),
            },
          })),
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [linkId, key]);
  const settled = key !== null && answer?.key === key;
  return {
    /** The answer to the current choice, when it priced it. */
    current: settled && !answer.error ? answer.quote : null,
    shown: key === null ? null : (answer?.quote ?? null),
    updating: key !== null && !settled,
    error: settled ? answer.error : null,
  };
}
