import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createZoopProvider, type ZoopProviderOptions } from './zoop-provider';

/**
 * Test kit (not a test file): a stand-in for api.zoop.ws that answers what real Zoop answered
 * (the `recorded/` bodies) so the adapter's whole HTTP path runs on them, where our sandbox would
 * only answer what we assumed. Each request is kept as sent.
 */

export const REPLAY_MARKETPLACE = 'foo';
const MP_PREFIX = `/v1/marketplaces/${REPLAY_MARKETPLACE}`;

export type Seen = {
  method: string;
  /** Under `/v1/marketplaces/foo` when it is there (`/buyers`), else from the root. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: unknown;
};
export type Reply = { status?: number; body: unknown };
/** First route that answers wins; a request none answers gets Zoop's 404 envelope. */
export type Route = (req: Seen) => Reply | undefined;

const notFound: Reply = {
  status: 404,
  body: { error: { status: 'Not Found', status_code: 404, type: 'invalid_request_error' } },
};

export async function startReplay(routes: Route[], options: Partial<ZoopProviderOptions> = {}) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.setEncoding('latin1');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://replay');
      const path = url.pathname.startsWith(MP_PREFIX) ? url.pathname.slice(MP_PREFIX.length) : url.pathname;
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      const request = {
        method: req.method ?? 'GET',
        path,
        query: url.searchParams,
        headers: req.headers,
        text,
        json,
      };
      seen.push(request);
      const reply =
        routes.reduce<Reply | undefined>((r, route) => r ?? route(request), undefined) ?? notFound;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = createZoopProvider({
    apiUrl,
    apiKey: 'zpk_test_replay',
    marketplaceId: REPLAY_MARKETPLACE,
    timeoutMs: 1_000,
    retryBaseDelayMs: 1,
    ...options,
  });
  return {
    provider,
    seen,
    /** The requests of one method whose path starts with `prefix`. */
    sent: (method: string, prefix: string) =>
      seen.filter((s) => s.method === method && s.path.startsWith(prefix)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A route for one method and exact path (query aside). */
export const on =
  (method: string, path: string, reply: Reply | ((req: Seen) => Reply)): Route =>
  (req) =>
    req.method === method && req.path === path
      ? typeof reply === 'function'
        ? reply(req)
        : reply
      : undefined;
