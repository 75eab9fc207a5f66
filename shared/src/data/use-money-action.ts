import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '../browser/idempotency-key';
import { toApiError } from '../client/api-error';

/** 409 codes the server answers while an earlier request of the same intent is still running. */
const STILL_RUNNING = new Set([
  'payment_in_flight',
  'payment_pending',
  'refund_in_flight',
  'idempotency_in_flight',
]);

export type MoneyOutcome<R> =
  | { kind: 'done'; answer: R }
  /** Another request of this same intent is on it (the double click): re-read, do not show an error. */
  | { kind: 'running'; error: unknown }
  | { kind: 'failed'; error: unknown };

/** The server answered for good: the intent is over and the next one needs a key of its own. */
function isFinal(error: unknown): boolean {
  const e = toApiError(error);
  return e.status !== null && e.status < 500 && !STILL_RUNNING.has(e.code);
}

export function isStillRunning(error: unknown): boolean {
  const e = toApiError(error);
  return e.status === 409 && STILL_RUNNING.has(e.code);
}

/** While an earlier request of the intent runs, the same request is asked again (it replays the outcome). */
const RECHECKS = 4;
const RECHECK_MS = 750;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface MoneyAction<V, R> {
  /** Sends the intent once; a call while one runs is ignored (resolves `null`). */
  run: (vars: V) => Promise<MoneyOutcome<R> | null>;
  busy: boolean;
  /**
   * A new intent (the confirmation opens again): after a success the next run gets a key of its
   * own; an intent whose outcome is still unknown keeps its key, so its retry cannot do it twice.
   */
  restart: () => void;
}

/**
 * One money action (refund, pay, create) as one intent with one Idempotency-Key. The key is made
 * for the first request and kept across double clicks, retries whose outcome is unknown (no
 * answer, 5xx, still running) and the success itself; it is replaced after a refusal, when the
 * user changes what is asked (another amount is another intent; the server refuses a reused key
 * with another body), or by `restart()` when the screen opens a new intent. The lock is a ref, not state: a second click in the same tick, before React renders the
 * disabled button, finds it taken. An answer 'still running' (409) is asked again with the same key
 * a few times under the lock, so after a race the screen gets the real final answer, not an error.
 */
export function useMoneyAction<V, R>(
  send: (vars: V, idempotencyKey: string) => Promise<R>,
): MoneyAction<V, R> {
  const intent = useRef<{ key: string; vars: string; settled: boolean } | null>(null);
  const lock = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (vars: V): Promise<MoneyOutcome<R> | null> => {
      if (lock.current) return null;
      lock.current = true;
      setBusy(true);
      const asked = JSON.stringify(vars);
      if (!intent.current || intent.current.vars !== asked)
        intent.current = { key: newIdempotencyKey(), vars: asked, settled: false };
      const key = intent.current.key;
      try {
        for (let attempt = 0; ; attempt += 1) {
          try {
            // The key stays with the intent after success: a click that lands between the answer
            // and the dialog closing sends it again and gets the same answer back.
            const answer = await send(vars, key);
            if (intent.current) intent.current.settled = true;
            return { kind: 'done', answer };
          } catch (error) {
            if (isStillRunning(error) && attempt < RECHECKS) {
              await pause(RECHECK_MS);
              continue;
            }
            if (isStillRunning(error)) return { kind: 'running', error };
            if (isFinal(error)) intent.current = null;
            return { kind: 'failed', error };
          }
        }
      } finally {
        lock.current = false;
        setBusy(false);
      }
    },
    [send],
  );
  const restart = useCallback(() => {
    if (!lock.current && intent.current?.settled) intent.current = null;
  }, []);
  return { run, busy, restart };
}
