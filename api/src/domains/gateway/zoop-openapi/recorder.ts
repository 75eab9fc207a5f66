import type { Exchange } from './witness';

/**
 * Records what crosses the wire to one base URL: each request body the adapter sends and each
 * answer it gets, by wrapping the global `fetch` (the adapter's only door to Zoop). Nothing is
 * changed on the way: the adapter and the sandbox talk over real HTTP as in production.
 */
export function recordFetch(baseUrl: string) {
  const original = globalThis.fetch;
  const exchanges: Exchange[] = [];
  let step = '';
  const readJson = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const res = await original(input, init);
    if (!url.href.startsWith(baseUrl) || url.pathname.includes('/_control/')) return res;
    exchanges.push({
      step,
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname.slice(new URL(baseUrl).pathname.length),
      query: Object.fromEntries(url.searchParams),
      request: typeof init?.body === 'string' ? readJson(init.body) : undefined,
      status: res.status,
      answer: readJson(await res.clone().text()),
    });
    return res;
  };
  return {
    exchanges,
    /** Labels what `fn` sends, so a violation names the scenario step that made it. */
    async step<T>(name: string, fn: () => Promise<T>): Promise<T> {
      step = name;
      try {
        return await fn();
      } finally {
        step = '';
      }
    },
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
