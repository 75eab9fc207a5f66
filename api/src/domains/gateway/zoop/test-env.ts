import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zoopSandbox, type FaultsPatch, type ZoopSandboxOptions } from '../../../zoop-sandbox';
import type { CardChargeOutcome, ProviderCharge } from '../port';
import { createZoopProvider, type ZoopProviderOptions } from './zoop-provider';

/**
 * Contract-test harness (not a test file): the sandbox on a real port under `/zoop-sandbox`, the
 * real adapter pointed at it, a tiny webhook receiver, and helpers for the sandbox control calls.
 */

export const API_KEY = 'zpk_test_contract0000000000000';
export const MARKETPLACE_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
/** The charge of an approved card; a refusal here is a test failure, with its reason. */
export async function approved(outcome: Promise<CardChargeOutcome>): Promise<ProviderCharge> {
  const o = await outcome;
  if (!o.ok) throw new Error(`card refused: ${o.reason}`);
  return o.charge;
}

export const CARD = { holderName: 'Maria Silva', expMonth: 12, expYear: 2030, cvc: '123' };
/** What Zoop's review needs of an individual seller (address, phone, category). */
export const SELLER_FIELDS = {
  phoneNumber: '11988887777',
  mcc: '5999',
  address: {
    street: 'Rua das Flores',
    number: '100',
    neighborhood: 'Centro',
    city: 'São Paulo',
    state: 'SP',
    postalCode: '01001000',
  },
};
/** The same for a company. */
export const BUSINESS_FIELDS = {
  businessPhone: '1133334444',
  businessOpeningDate: '2015-03-01',
  businessAddress: SELLER_FIELDS.address,
  mcc: '5812',
};
export type LogLine = { level: string; obj: Record<string, unknown>; msg: string | undefined };

export async function startEnv(
  adapter: Partial<ZoopProviderOptions> = {},
  sandbox: Partial<ZoopSandboxOptions> = {},
) {
  const app: FastifyInstance = Fastify();
  await app.register(zoopSandbox, {
    prefix: '/zoop-sandbox',
    apiKey: API_KEY,
    marketplaceId: MARKETPLACE_ID,
    recordRequests: true,
    webhookRetryDelayMs: 20,
    ...sandbox,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/zoop-sandbox`;
  const logs: LogLine[] = [];
  const line = (level: string) => (obj: Record<string, unknown>, msg?: string) =>
    logs.push({ level, obj, msg });
  const provider = createZoopProvider({
    apiUrl,
    apiKey: API_KEY,
    marketplaceId: MARKETPLACE_ID,
    timeoutMs: 1_000,
    retryBaseDelayMs: 10,
    logger: { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') },
    ...adapter,
  });

  async function call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    const res = await fetch(apiUrl + path, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  }
  const zoop = (method: string, path: string, body?: unknown) =>
    call(method, `/v1/marketplaces/${MARKETPLACE_ID}${path}`, body);
  const control = (method: string, path: string, body?: unknown) => call(method, `/_control${path}`, body);

  return {
    app,
    apiUrl,
    provider,
    logs,
    zoop,
    call,
    control,
    setFaults: (patch: FaultsPatch) => control('PUT', '/faults', patch),
    flushWebhooks: () => control('POST', '/webhooks/flush'),
    /** A seller Zoop has approved (created `pending`, then activated by the review control). */
    async seller(name = 'Ana') {
      const s = await provider.createSeller({
        type: 'individual',
        firstName: name,
        lastName: 'Souza',
        email: `${name.toLowerCase()}@example.com`,
        taxpayerId: '12345678909',
        ...SELLER_FIELDS,
      });
      await control('POST', `/sellers/${s.sellerId}/activate`);
      return s.sellerId;
    },
    /** What the adapter sent: the sandbox's request log (card numbers and codes masked). */
    async requests(method: string, pathPrefix: string) {
      const { json } = await control('GET', '/requests');
      return (
        json as { requests: { method: string; path: string; body: Record<string, unknown> }[] }
      ).requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
    },
    close: () => app.close(),
  };
}

export type Received = { headers: IncomingMessage['headers']; raw: string; body: Record<string, unknown> };

/** A local webhook receiver; `answer` decides each response's status (default 200). */
export async function startReceiver(answer: (n: number) => number = () => 200) {
  const received: Received[] = [];
  let count = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      count += 1;
      const status = answer(count);
      if (status < 300)
        received.push({ headers: req.headers, raw, body: JSON.parse(raw) as Record<string, unknown> });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/zoop`;
  return {
    url,
    received,
    attempts: () => count,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
