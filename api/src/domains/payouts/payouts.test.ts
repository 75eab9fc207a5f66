import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { formatBRL } from '@pagora/shared';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { waitFor } from '../payments/testing';
import { cardSale, idSellerOf, moveClock, readyAccount } from './test-support';
import { onPayoutSettled } from './index';

type Auth = { authorization: string };
type Balance = {
  availableCents: number;
  futureCents: number;
  blockedCents: number;
  receivables: { date: string; amountCents: number }[];
};
type Payout = { id: string; status: string; amountCents: number; failureReason: string | null };

describe('payouts (Sacar)', () => {
  let t: TestApp;
  let seller: Auth;
  let idSeller: string;
  const settled: string[] = [];
  onPayoutSettled(async (_db, p) => void settled.push(`${p.status} ${p.amountCents}`));
  before(async () => {
    t = await createTestApp({}, { listen: true });
    seller = await t.loginAs(DEMO_LOGINS.seller);
    idSeller = await idSellerOf(t, DEMO_LOGINS.seller);
    await readyAccount(t, seller);
  });
  after(() => t.close());
  beforeEach(() => control('PUT', '/faults', { api: { failNext: 0 } }));

  async function control(method: string, path: string, body?: unknown) {
    const res = await fetch(`${t.baseUrl}/zoop-sandbox/_control${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${t.ctx.config.payments.zoopApiKey}:`).toString('base64')}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return res.json() as Promise<Record<string, unknown>>;
  }
  const balance = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/balance', headers: seller })).json<Balance>();
  const sacar = (amountCents: number, key: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      headers: key === null ? seller : { ...seller, 'idempotency-key': key },
      payload: { amountCents },
    });
  const history = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/payouts', headers: seller })).json<{ data: Payout[] }>()
      .data;
  const statusOf = (id: string) => async () =>
    (await history()).find((p) => p.id === id && p.status !== 'pendente');

  it('shows a 3-installment card sale as three future dates, available after 31 days', async () => {
    // R$ 300,00 at 3,99 %: net R$ 288,03 → 96,01 three times.
    await cardSale(t, idSeller, 30_000, 3);
    const first = await balance();
    assert.equal(first.availableCents, 0);
    assert.equal(first.futureCents, 28_803);
    assert.deepEqual(
      first.receivables.map((r) => r.amountCents),
      [9_601, 9_601, 9_601],
    );
    await moveClock(t, seller, 31);
    const later = await balance();
    assert.equal(later.availableCents, 9_601);
    assert.equal(later.futureCents, 19_202);
    assert.equal(later.receivables.length, 2);
  });

  it('needs an Idempotency-Key and never more than what is available', async () => {
    const missing = await sacar(100, null);
    assert.equal(missing.statusCode, 400);
    assert.equal(
      missing.json<{ message: string }>().message,
      'Informe o cabeçalho Idempotency-Key para solicitar o saque.',
    );
    const tooMuch = await sacar(9_602, 'too-much');
    assert.equal(tooMuch.statusCode, 409);
    assert.equal(
      tooMuch.json<{ message: string }>().message,
      `Valor acima do saldo disponível (${formatBRL(9_601)}).`,
    );
    assert.deepEqual(await history(), []);
  });

  it('ten parallel requests under one key make one payout; it becomes pago by webhook', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => sacar(1_000, 'one-key')));
    assert.deepEqual(new Set(answers.map((a) => a.statusCode)), new Set([201]));
    assert.equal(new Set(answers.map((a) => a.json<Payout>().id)).size, 1);
    const [payout] = await history();
    assert.equal((await history()).length, 1);
    assert.equal(payout!.status, 'pendente');
    assert.equal((await balance()).availableCents, 8_601);
    await moveClock(t, seller, 1); // the bank pays pending transfers the next day
    const paid = await waitFor(statusOf(payout!.id));
    assert.equal(paid.status, 'pago');
    const mails = await t.ctx.database.query<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE kind = 'payout_paid'",
    );
    assert.deepEqual(mails, [{ subject: `Seu saque de ${formatBRL(1_000)} foi pago` }]);
    assert.deepEqual(settled, ['pago 1000']);
  });

  it('ten parallel requests under ten keys never overdraw', async () => {
    const { availableCents } = await balance();
    const amount = Math.floor(availableCents / 3) + 1; // at most two fit
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => sacar(amount, `many-${i}`)));
    const made = answers.filter((a) => a.statusCode === 201);
    assert.equal(made.length, 2);
    assert.ok(answers.every((a) => a.statusCode === 201 || a.statusCode === 409));
    const after = await balance();
    assert.equal(after.availableCents, availableCents - made.length * amount);
    assert.ok(after.availableCents >= 0);
  });

  it('a failed transfer comes back as falhou with its reason, and the owner is e-mailed', async () => {
    const res = await sacar(500, 'to-fail');
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json<Payout>().id;
    const [row] = await t.ctx.database.query<{ provider_transfer_id: string }>(
      'SELECT provider_transfer_id FROM payouts WHERE id = $1',
      [id],
    );
    await control('POST', `/transfers/${row!.provider_transfer_id}/fail`, { reason: 'Conta encerrada' });
    const failed = await waitFor(statusOf(id));
    assert.equal(failed.status, 'falhou');
    assert.equal(failed.failureReason, 'Conta encerrada');
    const [mail] = await t.ctx.database.query<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE kind = 'payout_failed'",
    );
    assert.equal(mail?.subject, `Seu saque de ${formatBRL(500)} não foi concluído`);
    assert.equal(settled.at(-1), 'falhou 500');
  });

  it('an automatic daily transfer made by the provider shows in the history and gets paid', async () => {
    const policy = await t.app.inject({
      method: 'PUT',
      url: '/api/receiving-policy',
      headers: seller,
      payload: { policy: 'automatic_daily' },
    });
    assert.equal(policy.statusCode, 200);
    const known = new Set((await history()).map((p) => p.id));
    const { availableCents } = await balance();
    assert.ok(availableCents > 0);
    await moveClock(t, seller, 1); // the provider moves the whole available balance
    const automatic = await waitFor(async () => (await history()).find((p) => !known.has(p.id)));
    assert.equal(automatic.status, 'pendente');
    assert.equal((await balance()).availableCents, 0);
    await moveClock(t, seller, 1);
    const paid = await waitFor(statusOf(automatic.id));
    assert.equal(paid.status, 'pago');
  });
});
