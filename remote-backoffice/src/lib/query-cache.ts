/**
 * Server data kept for this page load (spec: lists are cached until a reload button asks for
 * fresh data). Keys are namespaced ('payment-links:...'); a mutation drops its namespace.
 */
const entries = new Map<string, unknown>();

export const queryCache = {
  get<T>(key: string): T | undefined {
    return entries.get(key) as T | undefined;
  },
  set<T>(key: string, data: T): void {
    entries.set(key, data);
  },
  invalidate(namespace: string): void {
    for (const key of [...entries.keys()]) if (key.startsWith(`${namespace}:`)) entries.delete(key);
  },
  clear(): void {
    entries.clear();
  },
};

export const PAYMENT_LINKS_CACHE = 'payment-links';
