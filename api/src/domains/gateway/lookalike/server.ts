import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { control, type Fault } from './control';
import { chargeRoutes } from './routes-charges';
import { zoopError } from './format';
import { type Answer, type Route } from './http';
import { sweepExpired } from './lifecycle';
import { moneyRoutes } from './routes-money';
import { sellerRoutes } from './routes-people';
import { walletRoutes } from './routes-wallet';
import { LookalikeState } from './state';
import type { Json } from './types';

export type LookalikeOptions = {
  apiKey: string;
  marketplaceId: string;
  /** The marketplace's PIX expiry setting at Zoop (zoop.md §3.6); 5 minutes by default. */
  pixExpirySeconds?: number;
  longPixExpiry?: boolean;
};

export type Lookalike = {
  url: string;
  state: LookalikeState;
  /** Every Zoop call received: method, path (with query) and JSON body. */
  requests: { method: string; path: string; body: Json }[];
  close(): Promise<void>;
};

/**
 * An independently written Zoop look-alike on a loopback port: Zoop's `/v1/marketplaces/{mp}/…`
 * surface with HTTP Basic auth (the key as user name, empty password, zoop.md §1), and apart
 * from it a control surface under `/_lookalike/` for the check that drives it.
 */
export async function startLookalike(options: LookalikeOptions): Promise<Lookalike> {
  const state = new LookalikeState(options.marketplaceId);
  const faults = new Map<string, Fault>();
  const requests: Lookalike['requests'] = [];
  const routes: Route[] = [
    ...sellerRoutes,
    ...walletRoutes,
    ...chargeRoutes({
      pixExpirySeconds: options.pixExpirySeconds ?? 300,
      longPixExpiry: options.longPixExpiry ?? false,
    }),
    ...moneyRoutes,
  ];
  const expected = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://lookalike');
    const method = req.method ?? 'GET';
    const body = parseBody(raw, req.headers['content-type']);
    const send = (a: Answer) => {
      res.writeHead(a.statusCode, { 'content-type': 'application/json' });
      res.end(JSON.stringify(a.body));
    };
    if (url.pathname.startsWith('/_lookalike/')) {
      const path = url.pathname.slice('/_lookalike'.length);
      if (path === '/flush') {
        await state.flush();
        return send({ statusCode: 200, body: { deliveries: state.deliveries } });
      }
      return send(
        control(state, faults, method, path, body) ?? { statusCode: 404, body: { error: 'no such control' } },
      );
    }
    requests.push({ method, path: `${url.pathname}${url.search}`, body });
    if (req.headers.authorization !== expected)
      return send(zoopError(401, 'invalid_request_error', 'authentication_failed', 'Invalid API key'));
    const prefix = `/v1/marketplaces/${options.marketplaceId}`;
    for (const route of routes) {
      if (route.method !== method) continue;
      const path = route.absolute
        ? url.pathname
        : url.pathname.startsWith(prefix)
          ? url.pathname.slice(prefix.length)
          : null;
      const hit = path === null ? null : route.pattern.exec(path.replace(/\/$/, ''));
      if (!hit) continue;
      const answer = await route.handler({
        params: hit.slice(1),
        query: url.searchParams,
        body,
        raw,
        state,
        mp: options.marketplaceId,
      });
      const fault = route.name ? faults.get(route.name) : undefined;
      if (fault && fault.times > 0) {
        // The call took effect; its answer is lost (a dropped connection) or comes too late.
        fault.times -= 1;
        if (fault.mode === 'drop') return void res.socket?.destroy();
        await sleep(fault.ms);
      }
      return send(answer);
    }
    state.unknownCalls.push(`${method} ${url.pathname}`);
    send(zoopError(404, 'invalid_request_error', 'endpoint_not_found', 'Endpoint not found'));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(zoopError(500, 'server_api_error', 'processing_error', String(err)).body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sweep = setInterval(() => sweepExpired(state), 100);
  sweep.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    requests,
    async close() {
      clearInterval(sweep);
      await state.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(raw: string, contentType: string | undefined): Json {
  if (!raw) return {};
  if (contentType?.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw));
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Json) : {};
  } catch {
    return {};
  }
}
