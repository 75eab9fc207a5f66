import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { newSeller } from '../../sellers/testing';
import { startPaymentsApp } from '../../payments/testing';
import { startLookalike, type Lookalike } from './server';
import type { Json } from './types';

// Test support of the look-alike check (not a test file): Pagora configured for Zoop as
// docs/deploy.md says, pointed at the look-alike, and driven only through its HTTP API.

export type Auth = { authorization: string };
export type Env = Awaited<ReturnType<typeof startPagoraOnLookalike>>;

/** The webhook events the operator registers: the names 2025 clients list (zoop.md §13.9). */
const EVENTS = [
  'transaction.created',
  'transaction.succeeded',
  'transaction.failed',
  'transaction.canceled',
  'transaction.reversed',
  'transaction.updated',
  'transaction.disputed',
  'transaction.disputed.succeeded',
  'transaction.charged_back',
  'transaction.pre_authorized',
  'transfer.created',
  'transfer.confirmed',
  'transfer.delayed',
  'transfer.succeeded',
  'transfer.failed',
  'receivable.created',
  'receivable.paid',
  'receivable.refunded',
  'receivable.deleted',
  'receivable.canceled',
  'seller.created',
  'seller.updated',
  'seller.activated',
  'seller.enabled',
  'seller.denied',
];

export async function startPagoraOnLookalike() {
  const marketplaceId = randomBytes(16).toString('hex');
  const apiKey = `zpk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = randomBytes(18).toString('base64url');
  const zoop: Lookalike = await startLookalike({ apiKey, marketplaceId, pixExpirySeconds: 24 * 3600 });
  const env = await startPaymentsApp(
    {
      zoopApiUrl: zoop.url,
      zoopApiKey: apiKey,
      zoopMarketplaceId: marketplaceId,
      webhookSecret,
      // The answer of a payout is made to come after this (the check's lost answer).
      zoopTimeoutMs: 1500,
    },
    {},
    { paymentProvider: 'zoop' },
  );
  // Going live (docs/payments.md): the operator registers the webhook once. Zoop documents no
  // echoed Authorization, so ZOOP_WEBHOOK_AUTHORIZATION stays unset, as that page advises.
  const hook = await zoopCall(zoop, apiKey, marketplaceId, 'POST', '/webhooks', {
    method: 'POST',
    url: `${env.t.baseUrl}/api/webhooks/zoop/${webhookSecret}`,
    event: EVENTS,
    description: 'Pagora',
  });
  if (hook.status !== 201) throw new Error(`webhook registration: ${hook.status}`);
  const call = async (
    method: string,
    url: string,
    auth?: Auth,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await env.t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...(auth ?? {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body, json: () => res.json<Json>() };
  };
  return {
    env,
    zoop,
    call,
    zoopGet: async (path: string) => (await zoopCall(zoop, apiKey, marketplaceId, 'GET', path)).json,
    /** The look-alike's control surface; waits for the webhooks it caused to be answered. */
    control: async (path: string, body: unknown = {}, method = 'POST') => {
      const res = await fetch(`${zoop.url}/_lookalike${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as Json;
      await zoop.state.flush();
      if (!res.ok) throw new Error(`control ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    },
    close: async () => {
      await env.t.close();
      await zoop.close();
    },
  };
}

async function zoopCall(
  zoop: Lookalike,
  key: string,
  mp: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${zoop.url}/v1/marketplaces/${mp}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as Json };
}

/** A valid CPF from nine digits (for distinct sellers and payers). */
export function cpf(nine: string): string {
  const dv = (d: string) => {
    const sum = [...d].reduce((s, c, i) => s + Number(c) * (d.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return String(r === 10 ? 0 : r);
  };
  const first = dv(nine);
  return `${nine}${first}${dv(nine + first)}`;
}

/** A seller registered by the demo marketplace with 'Cadastrar na Zoop'. */
export async function registerSeller(k: Env, mp: Auth, email: string, document: string) {
  const res = await k.call(
    'POST',
    '/api/register-seller-to-marketplace',
    mp,
    newSeller({ email, cpf_cnpj: document, cadastrar_na_zoop: true }),
  );
  if (res.status !== 201) throw new Error(`seller registration refused: ${res.status} ${res.body}`);
  const dados = res.json().dados as { id: string; id_seller: string; cliente: { id: string } };
  return { id: dados.id, zoopId: dados.id_seller, userId: dados.cliente.id, email };
}

/** Polls `probe` until it answers something truthy, or gives its last answer after `ms`. */
export async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 4000): Promise<T> {
  const end = Date.now() + ms;
  let last = await probe();
  while (!ok(last) && Date.now() < end) {
    await sleep(50);
    last = await probe();
  }
  return last;
}
