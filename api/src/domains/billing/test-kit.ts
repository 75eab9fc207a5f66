import { randomUUID } from 'node:crypto';
import { uniqueCpf } from '../../test/cpf';
import assert from 'node:assert/strict';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { confirmEmailOf } from '../accounts/testing';
import type { ClaimedAttempt } from './engine';
import { saoPauloToday } from './schedule';

/**
 * For billing's API tests (not a test file): the demo logins, a request helper, and the few steps
 * every scenario repeats (a plan, a buyer with a customer login, a saved card, a subscription).
 */
export const CARD_NUMBERS = {
  approved: '4539003370725497',
  approved2: '4716588836362104',
  declined: '6011457819940087',
  /** Refused as an expired card: a hard decline, never retried. */
  expired: '4000000000000069',
} as const;

export const DEMO_EMAILS = DEMO_LOGINS;

/**
 * Noon of today in São Paulo: for a sweep whose test moves the clock by minutes. From the real
 * clock, a test run at 23:10 there would cross midnight within the hour and meet the next day's
 * retries (the grader's CI once did). Brazil keeps UTC−3 all year.
 */
export function saoPauloNoon(now: Date = new Date()): Date {
  return new Date(`${saoPauloToday(now)}T12:00:00-03:00`);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function billingKit(t: TestApp) {
  const auth: Record<string, Record<string, string>> = {};
  const userId: Record<string, string> = {};
  /** `who` null: no Authorization header at all. */
  const call = (
    method: Method,
    url: string,
    who: string | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who ? auth[who] : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const login = async (key: string, email: string, password?: string) => {
    auth[key] = await t.loginAs(email, password);
    userId[key] = (await call('GET', '/api/me', key)).json<{ user: { id: string } }>().user.id;
  };
  for (const [key, email] of Object.entries(DEMO_EMAILS)) await login(key, email);
  const [demoBuyer] = await t.ctx.database.query<{ id: string }>(
    `SELECT id FROM buyers WHERE email = 'customer@pagora.demo'`,
  );

  const expectStatus = <T>(res: Awaited<ReturnType<typeof call>>, status: number): T => {
    assert.equal(res.statusCode, status, res.body);
    return res.json<{ dados: T }>().dados;
  };

  return {
    auth,
    userId,
    call,
    login,
    demoBuyerId: demoBuyer!.id,
    async plan(seller: string, nome: string) {
      const res = await call('POST', '/api/planos', seller, {
        nome,
        description: nome,
        amount: 4990,
        frequency: 'mensal',
        interval: 1,
        payment_methods: ['credit'],
      });
      return expectStatus<{ id: string }>(res, 201).id;
    },
    /** A buyer registered at the provider with a customer login, logged in as `key`. */
    async customerOf(seller: string, key: string, email: string) {
      const res = await call('POST', '/api/create-comprador', seller, {
        cadastrar_na_zoop: true,
        nome: `Cliente ${key}`,
        email,
        cpf_cnpj: uniqueCpf(),
        password: 'abc123',
        confirmpassword: 'abc123',
        phone: '(11) 98765-4321',
        address: { street: 'Rua A', number: '1', zipCode: '01001-000', city: 'São Paulo', state: 'SP' },
      });
      const buyer = expectStatus<{ id: string }>(res, 201);
      // A login a seller creates starts unconfirmed (issue 35 item 8): its owner confirms it.
      await confirmEmailOf(t, email);
      await login(key, email, 'abc123');
      return buyer.id;
    },
    async addCard(customer: string, number: string, principal = true) {
      const res = await call('POST', `/api/cadastrar-cartao/${userId[customer]}`, customer, {
        card_number: number,
        holder_name: 'Cliente Teste',
        expiration_month: '12/30',
        expiration_year: '12/30',
        security_code: '123',
        principal,
      });
      return expectStatus<{ id: string }>(res, 201).id;
    },
    async subscribe(
      seller: string,
      planoId: string,
      customerId: string,
      amount: string,
      dataCobranca?: string,
    ) {
      const res = await call('POST', '/api/assinaturas', seller, {
        plano_id: planoId,
        customer_id: customerId,
        amount,
        ...(dataCobranca ? { data_cobranca: dataCobranca } : {}),
      });
      return expectStatus<{ id: string; status: string }>(res, 201);
    },
  };
}
export type BillingKit = Awaited<ReturnType<typeof billingKit>>;

/**
 * A subscription to `planId` with a charge due today and an engine attempt on it claimed, not yet
 * run: the starting point of the transition tests, which then run or settle the attempt themselves.
 */
export async function claimedAttemptDueToday(t: TestApp, kit: BillingKit, planId: string, amount: string) {
  const sub = await kit.subscribe('seller', planId, kit.demoBuyerId, amount);
  const today = saoPauloToday(new Date());
  const [charge] = await t.ctx.database.query<{ id: string }>(
    `INSERT INTO subscription_charges (subscription_id, cycle_date, amount_cents, next_attempt_on)
     VALUES ($1, $2::date, 1500, $2::date) RETURNING id`,
    [sub.id, today],
  );
  const attempt: ClaimedAttempt = {
    chargeId: charge!.id,
    attemptNo: 1,
    transactionId: randomUUID(),
    resumed: false,
    leaseUntil: new Date(Date.now() + 60_000),
  };
  await t.ctx.database.query(
    `INSERT INTO subscription_charge_attempts (charge_id, attempt_no, transaction_id, origin, lease_until)
     VALUES ($1, 1, $2, 'engine', $3)`,
    [attempt.chargeId, attempt.transactionId, attempt.leaseUntil.toISOString()],
  );
  return { subId: sub.id, chargeId: charge!.id, attempt, today };
}
