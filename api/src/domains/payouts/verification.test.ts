import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { waitFor } from '../payments/testing';
import { cardSale, idSellerOf, moveClock, readyAccount } from './test-support';
import { reconcilePendingPayouts } from './transfer-sync';

type Auth = { authorization: string };
type Payout = { id: string; status: string; amountCents: number; failureReason: string | null };

/**
 * Issue 36: Zoop keeps no reference of ours and does not deduplicate transfers, so a transfer
 * whose answer was lost is never sent again: it is 'em_verificacao' until its transfer is matched
 * (the seller's transfer list, or its webhook) or an operator decides.
 */
describe("payouts 'Em verificação'", () => {
  let t: TestApp;
  let seller: Auth;
  let admin: Auth;
  let idSeller: string;
  before(async () => {
    t = await createTestApp({}, { listen: true });
    seller = await t.loginAs(DEMO_LOGINS.seller);
    admin = await t.loginAs(DEMO_LOGINS.admin);
    idSeller = await idSellerOf(t, DEMO_LOGINS.seller);
    await readyAccount(t, seller);
    await cardSale(t, idSeller, 100_000);
    await moveClock(t, seller, 31);
  });
  after(() => t.close());
  beforeEach(() => control('PUT', '/faults', { api: {}, webhooks: {} }));

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
  /** The next transfer POST is processed and its answer lost (or, `made: false`, never processed). */
  const loseTransferAnswer = (made = true) =>
    control('PUT', '/faults', {
      api: { failNext: 1, failAfterProcessing: made, method: 'POST', pathEndsWith: '/transfers' },
      // Webhooks dropped: only the sweep (or the operator) can find the transfer.
      webhooks: { dropNext: 100 },
    });
  /** What the sandbox holds: every transfer of this amount the seller ever made. */
  const sandboxTransfers = async (amountCents: number) =>
    (
      await t.ctx.gateway.provider.listTransfers(idSeller, {
        from: '2000-01-01T00:00:00.000Z',
        to: '2100-01-01T00:00:00.000Z',
      })
    ).filter((x) => x.amountCents === amountCents);
  const available = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/balance', headers: seller })).json<{
      availableCents: number;
    }>().availableCents;
  const sacar = (amountCents: number, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      headers: { ...seller, 'idempotency-key': key },
      payload: { amountCents },
    });
  const history = async (amountCents: number) =>
    (await t.app.inject({ method: 'GET', url: '/api/payouts', headers: seller }))
      .json<{ data: Payout[] }>()
      .data.filter((p) => p.amountCents === amountCents);
  const transferOf = async (payoutId: string) =>
    (
      await t.ctx.database.query<{ provider_transfer_id: string | null }>(
        'SELECT provider_transfer_id FROM payouts WHERE id = $1',
        [payoutId],
      )
    )[0]?.provider_transfer_id ?? null;
  const decide = (who: Auth, payoutId: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/payouts/${payoutId}/verification`, headers: who, payload });

  it('a transfer whose POST timed out is sent once whatever the sweeps do, and shows as one payout', async () => {
    const before = await available();
    await loseTransferAnswer();
    const res = await sacar(700, 'lost-answer');
    assert.equal(res.statusCode, 201, res.body);
    const payout = res.json<Payout>();
    assert.equal(payout.status, 'em_verificacao');
    // In verification the amount is out of the balance (twice while the provider's own balance
    // already shows the transfer: never more than what is there, until it is matched).
    assert.ok((await available()) <= before - 700);
    // The seller asks again with its key, the sweeps run again and again: nothing is sent twice.
    assert.equal((await sacar(700, 'lost-answer')).json<Payout>().status, 'em_verificacao');
    for (let i = 0; i < 3; i += 1) await reconcilePendingPayouts(t.ctx, 0);
    const sent = await sandboxTransfers(700);
    assert.equal(sent.length, 1);
    assert.equal(await transferOf(payout.id), sent[0]!.transferId, 'matched by amount, account and time');
    assert.equal(await available(), before - 700);
    assert.deepEqual(
      (await history(700)).map((p) => [p.id, p.status]),
      [[payout.id, 'pendente']],
    );
    await control('PUT', '/faults', { api: {}, webhooks: {} });
    await moveClock(t, seller, 1); // the bank pays: its webhook is the payout's, not a new one
    await waitFor(async () => (await history(700)).find((p) => p.status === 'pago'));
    assert.deepEqual(
      (await history(700)).map((p) => [p.id, p.status]),
      [[payout.id, 'pago']],
    );
    assert.equal((await sandboxTransfers(700)).length, 1);
  });

  it("the lost transfer's webhook matches the payout before anything books it as automatic", async () => {
    await control('PUT', '/faults', {
      api: { failNext: 1, failAfterProcessing: true, method: 'POST', pathEndsWith: '/transfers' },
    });
    const res = await sacar(800, 'lost-answer-webhook');
    assert.equal(res.statusCode, 201, res.body);
    const payout = res.json<Payout>();
    const [sent] = await sandboxTransfers(800);
    assert.ok(sent);
    assert.equal(await waitFor(() => transferOf(payout.id)), sent.transferId);
    assert.deepEqual(
      (await history(800)).map((p) => p.id),
      [payout.id],
    );
    assert.equal((await sandboxTransfers(800)).length, 1);
  });

  it('two candidate transfers keep it in verification until an admin says which one was sent', async () => {
    await loseTransferAnswer();
    const payout = (await sacar(900, 'two-candidates')).json<Payout>();
    const [lost] = await sandboxTransfers(900);
    // A second transfer of the same amount to the same account, made outside Pagora.
    const [account] = await t.ctx.gateway.provider.listBankAccounts(idSeller);
    const other = await t.ctx.gateway.provider.createTransfer({
      sellerId: idSeller,
      bankAccountId: account!.bankAccountId,
      amountCents: 900,
      referenceId: 'outside',
    });
    await reconcilePendingPayouts(t.ctx, 0);
    assert.equal(await transferOf(payout.id), null);
    assert.deepEqual(
      (await history(900)).map((p) => p.status),
      ['em_verificacao'],
    );
    assert.equal((await sandboxTransfers(900)).length, 2);

    for (const who of [seller, await t.loginAs(DEMO_LOGINS.marketplace)])
      assert.equal(
        (await decide(who, payout.id, { decision: 'sent', transferId: lost!.transferId })).statusCode,
        403,
      );
    const wrong = await decide(admin, payout.id, { decision: 'sent', transferId: 'nope' });
    assert.equal(wrong.statusCode, 404, wrong.body);
    const decided = await decide(admin, payout.id, { decision: 'sent', transferId: lost!.transferId });
    assert.equal(decided.statusCode, 200, decided.body);
    assert.equal(decided.json<Payout>().status, 'pendente');
    assert.equal(await transferOf(payout.id), lost!.transferId);
    const again = await decide(admin, payout.id, { decision: 'sent', transferId: other.transferId });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json<{ message: string }>().message, 'Este saque não está em verificação.');
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/auditoria?entidade=saque&id=${payout.id}`,
      headers: admin,
    });
    assert.equal(audit.statusCode, 200, audit.body);
    const [entry] = audit.json<{ dados: { mudancas: { campo: string; depois: unknown }[] }[] }>().dados;
    assert.deepEqual(
      entry?.mudancas.map((m) => [m.campo, m.depois]),
      [
        ['status', 'pendente'],
        ['transferencia', lost!.transferId],
        ['decisao', 'enviado'],
      ],
    );
  });

  it('"it was not sent" frees the amount again and tells the seller why', async () => {
    const before = await available();
    await loseTransferAnswer(false); // refused before processing: a 5xx, the outcome unknown to us
    const payout = (await sacar(600, 'never-made')).json<Payout>();
    assert.equal(payout.status, 'em_verificacao');
    await reconcilePendingPayouts(t.ctx, 0);
    assert.equal((await history(600))[0]?.status, 'em_verificacao');
    assert.equal(await available(), before - 600);
    const invalid = await decide(admin, payout.id, { decision: 'talvez' });
    assert.equal(invalid.statusCode, 400);
    const res = await decide(admin, payout.id, { decision: 'not_sent' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json<Payout>().status, 'falhou');
    assert.equal(await available(), before);
    assert.equal((await sandboxTransfers(600)).length, 0);
  });

  it('two admins deciding at once: one decision is written, the other answers 409 and writes nothing', async () => {
    await loseTransferAnswer(false);
    const payout = (await sacar(650, 'decided-twice')).json<Payout>();
    assert.equal(payout.status, 'em_verificacao');
    const answers = await Promise.all([
      decide(admin, payout.id, { decision: 'not_sent' }),
      decide(admin, payout.id, { decision: 'not_sent' }),
    ]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    assert.equal(refused.json<{ message: string }>().message, 'Este saque não está em verificação.');
    assert.deepEqual(
      (await history(650)).map((p) => p.status),
      ['falhou'],
    );
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/auditoria?entidade=saque&id=${payout.id}`,
      headers: admin,
    });
    assert.equal(audit.json<{ dados: unknown[] }>().dados.length, 1);
    const mails = await t.ctx.database.query<{ kind: string }>(
      'SELECT kind FROM mail_outbox WHERE event_key = $1',
      [`payout:${payout.id}`],
    );
    assert.deepEqual(
      mails.map((m) => m.kind),
      ['payout_failed'],
    );
  });
});
