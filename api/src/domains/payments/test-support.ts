import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { type Config, type PaymentsConfig } from '../../config';
import { testConfig } from '../../test/config';
import { createTestApp, type TestApp, type TestAppOptions } from '../../test/harness';
import type { AppContext } from '../../platform/context';
import { linkApi, validLink } from '../links/testing';
import { sweepLostEvents } from './event-sweep';

/** Helpers for the payments tests: the real API on a real port, driven through its public surface. */

export const CARDS = {
  approved: '4539 0033 7072 5497',
  declined: '6011 4578 1994 0087',
  timeout: '4710 4267 4321 6178',
  pending: '4000 0000 0000 0044',
} as const;

/**
 * A card body's quoted total, as our checkout sends it: the total the payer page shows for the
 * chosen installment count, read from `GET /api/payment-ver/:linkId` when the body is sent. A test
 * that wants another total (or none) sets or deletes `quotedTotalCents` itself.
 */
const AS_SHOWN = 'as-shown-on-the-payer-page';

export const cardBody = (overrides: Record<string, unknown> = {}) => ({
  paymentMethod: 'credit_card',
  number: CARDS.approved,
  expiry: '12/39',
  cvc: '123',
  name: 'Maria Silva',
  cpf: '529.982.247-25',
  email: 'maria@example.com',
  installments: 1,
  installmentValue: 1,
  totalValue: 1,
  quotedTotalCents: AS_SHOWN,
  ...overrides,
});

/** A payer's boleto request with the full identification and address a boleto needs. */
export const boletoBody = (overrides: Record<string, unknown> = {}) => ({
  paymentMethod: 'bank_slip',
  name: 'Joana Pereira Lima',
  cpf: '529.982.247-25',
  email: 'joana@example.com',
  address: {
    street: 'Praça da Sé',
    number: '100',
    neighborhood: 'Sé',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '01001-000',
  },
  ...overrides,
});

/**
 * Tests pay many times from one address; the velocity limits have their own tests
 * (charge-velocity.test.ts) with the real defaults.
 */
export const UNLIMITED_CHARGES = {
  windowSeconds: 600,
  declineCost: 1,
  perAddress: 1_000_000,
  perCard: 1_000_000,
  perLink: 1_000_000,
};

export async function startPaymentsApp(
  payments: Partial<PaymentsConfig> = {},
  options: TestAppOptions = {},
  overrides: Partial<Omit<Config, 'payments'>> = {},
) {
  const t = await createTestApp(
    {
      ...overrides,
      payments: {
        ...testConfig().payments,
        pixExpirySweepMs: 50,
        chargeLimits: UNLIMITED_CHARGES,
        ...payments,
      },
    },
    { listen: true, ...options },
  );
  const links = linkApi(t);
  const seller = await t.loginAs('seller@pagora.demo');
  return {
    t,
    links,
    seller,
    /** A live link of the demo seller (PIX and card, 3x interest-free unless told otherwise). */
    newLink: (body: Record<string, unknown> = {}) => links.createId(seller, { ...validLink, ...body }),
    pay: async (linkId: string, body: unknown, idempotencyKey?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payment/${linkId}`,
        headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
        payload: await withQuote(t, linkId, body),
      }),
    /** HTTP over the real port (for truly concurrent requests). */
    payOverHttp: async (linkId: string, body: unknown, idempotencyKey: string) =>
      fetch(`${t.baseUrl}/api/payment/${linkId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(await withQuote(t, linkId, body)),
      }),
    control: (method: string, path: string, body?: unknown) =>
      sandboxCall(t, method, `/_control${path}`, body),
    zoop: (method: string, path: string, body?: unknown) =>
      sandboxCall(t, method, `/v1/marketplaces/${t.ctx.config.payments.zoopMarketplaceId}${path}`, body),
    tx: async (id: string) =>
      (
        await t.ctx.database.query<Record<string, unknown>>('SELECT * FROM transactions WHERE id = $1', [id])
      )[0],
    /** Waits for sandbox webhooks to be delivered and for the engine to finish processing them. */
    settle: async () => {
      await sandboxCall(t, 'POST', '/_control/webhooks/flush');
      await t.ctx.tasks.drain();
    },
  };
}

/** Replaces AS_SHOWN by the payer page's total for the body's installment count. */
async function withQuote(t: TestApp, linkId: string, body: unknown): Promise<object> {
  const b = body as Record<string, unknown>;
  if (b.quotedTotalCents !== AS_SHOWN) return b;
  const page = await t.app.inject({ method: 'GET', url: `/api/payment-ver/${linkId}` });
  const options =
    page.statusCode === 200
      ? page.json<{ payments: { installments?: { times: number; totalCents: number }[] } }>().payments
          .installments
      : undefined;
  const shown = options?.find((o) => o.times === Number(b.installments))?.totalCents;
  // A count the page does not offer: any well-formed total, so the server's own refusal is seen.
  return { ...b, quotedTotalCents: shown ?? 1 };
}

export async function sandboxCall(
  t: TestApp,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${t.ctx.gateway.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${t.ctx.config.payments.zoopApiKey}:`).toString('base64')}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

export type SocketMessage = { type: string; transactionId?: string; message?: string; reason?: string };

/** A WebSocket client that keeps every message, with a wait for the next matching one. */
export async function openSocket(baseUrl: string) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
  const messages: Array<SocketMessage & { at: number }> = [];
  ws.on('message', (data) =>
    messages.push({ ...(JSON.parse(String(data)) as SocketMessage), at: Date.now() }),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    send: (message: unknown) => ws.send(JSON.stringify(message)),
    async next(match: (m: SocketMessage) => boolean, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = messages.find(match);
        if (found) return found;
        await sleep(5);
      }
      throw new Error(`no matching socket message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`);
    },
    close: () => ws.close(),
  };
}

export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not reached in time');
    await sleep(20);
  }
}

/**
 * Runs the lost-event sweep (event-sweep.ts) now, so the app's own next one is a minute away. A
 * test that drops a webhook to watch another path find the payment would otherwise race the app's
 * first sweep, which comes whenever its job queue gets to it (seen finding the payment first).
 */
export async function sweepLostEventsNow(ctx: AppContext): Promise<void> {
  await waitFor(async () => (await sweepLostEvents(ctx, { force: true })) !== null);
}

/**
 * Moves a transaction's `created_at` back by `seconds`, so it looks older to a sweep. In the first
 * minutes of a month (UTC) that lands in the previous month's partition, a move the table refuses
 * (transactions are kept where they are: migration 1740), so it is made with the triggers off, in one
 * round trip (nothing of the app's runs in between on PGlite's single connection). The rollups keep
 * the row in its first month: tests that backdate do not read them.
 */
export async function backdateTransaction(
  database: { exec(sqlText: string): Promise<void> },
  id: string,
  seconds: number,
): Promise<void> {
  if (!/^[0-9a-f-]{36}$/.test(id) || !Number.isInteger(seconds)) throw new Error('bad backdate');
  await database.exec(
    `BEGIN; SET LOCAL session_replication_role = replica;
     UPDATE transactions SET created_at = created_at - make_interval(secs => ${seconds}) WHERE id = '${id}';
     COMMIT;`,
  );
}
