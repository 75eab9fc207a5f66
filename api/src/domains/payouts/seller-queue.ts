/**
 * One payout at a time per seller within this instance, from the balance check to the provider's
 * answer: the database lock covers the check and the attempt row only (the row must be committed
 * before the provider is called), so without this a payout still on its way could count twice
 * and refuse a request that fits. Across instances the database lock still keeps every payout
 * within the balance: a payout whose transfer we do not know yet counts as not sent (twice at
 * worst, never not at all).
 */
const tails = new Map<string, Promise<unknown>>();

export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
