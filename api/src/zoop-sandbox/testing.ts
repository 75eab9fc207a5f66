import Fastify, { type FastifyInstance } from 'fastify';
import type { ZoopSandboxOptions } from './context';
import { zoopSandbox } from './plugin';

/**
 * Kit for the sandbox's own tests (not a test file): the sandbox mounted under `/zoop-sandbox` as
 * the API mounts it, called over HTTP (inject) as a Zoop client would, and the few set-ups every
 * test needs (an approved seller, a buyer, a paid charge).
 */

export const API_KEY = 'zpk_test_sandbox_kit_000000000000';
export const MID = 'b1c2d3e4f5a60718293a4b5c6d7e8f90';
export const V1 = `/v1/marketplaces/${MID}`;
const AUTH = `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`;

export type Reply = { status: number; json: Record<string, unknown> & { items?: Record<string, unknown>[] } };

export async function startSandbox(options: Partial<ZoopSandboxOptions> = {}) {
  const app: FastifyInstance = Fastify();
  await app.register(zoopSandbox, {
    prefix: '/zoop-sandbox',
    apiKey: API_KEY,
    marketplaceId: MID,
    webhookMaxAttempts: 1,
    webhookRetryDelayMs: 1,
    ...options,
  });
  await app.ready();

  async function call(method: string, path: string, body?: unknown): Promise<Reply> {
    const res = await app.inject({
      method: method as 'GET',
      url: `/zoop-sandbox${path}`,
      headers: { authorization: AUTH },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return { status: res.statusCode, json: res.body ? (JSON.parse(res.body) as Reply['json']) : {} };
  }

  async function ok(method: string, path: string, body?: unknown): Promise<Reply['json']> {
    const r = await call(method, path, body);
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.json)}`);
    return r.json;
  }

  const address = {
    line1: 'Rua das Flores, 100',
    line2: 'Sala 1',
    neighborhood: 'Centro',
    city: 'São Paulo',
    state: 'SP',
    postal_code: '01001000',
    country_code: 'BR',
  };

  /** An approved individual seller; its id. */
  async function seller(taxpayerId = '12345678909'): Promise<string> {
    const s = await ok('POST', `${V1}/sellers/individuals`, {
      first_name: 'Ana',
      last_name: 'Souza',
      email: 'ana@example.com',
      taxpayer_id: taxpayerId,
      phone_number: '11988887777',
      address,
      mcc: '5999',
    });
    await ok('POST', `/_control/sellers/${String(s.id)}/activate`);
    return String(s.id);
  }

  async function buyer(taxpayerId = '52998224725'): Promise<Reply> {
    return call('POST', `${V1}/buyers`, {
      first_name: 'Bruno',
      last_name: 'Lima',
      email: 'bruno@example.com',
      taxpayer_id: taxpayerId,
      address,
    });
  }

  /** A paid card charge of `amount` cents for `sellerId`; its id. */
  async function paidCard(sellerId: string, amount: number, extra: Record<string, unknown> = {}) {
    const tx = await ok('POST', `${V1}/transactions`, {
      amount,
      on_behalf_of: sellerId,
      payment_type: 'credit',
      source: {
        card: {
          card_number: '4539003370725497',
          holder_name: 'Bruno Lima',
          expiration_month: 12,
          expiration_year: 2030,
          security_code: '123',
        },
      },
      ...extra,
    });
    return String(tx.id);
  }

  return { app, call, ok, seller, buyer, paidCard, close: () => app.close() };
}
