import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertDocsShowMachine, assertMachineWhole } from '../../platform/state-machine/testing';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { onPayoutSettled } from './index';
import { payoutMachine, type PayoutEvent } from './payout-machine';
import { movePayout } from './payout-status';

const DOCS = new URL('../../../../docs/payouts.md', import.meta.url);

type Row = {
  status: string;
  provider_transfer_id: string | null;
  failure_reason: string | null;
  paid_at: Date | null;
  updated_at: Date;
};

describe('payouts.status: the declared machine and its one writer', () => {
  let t: TestApp;
  let sellerId: string;
  let accountId: string;
  const settled: string[] = [];
  onPayoutSettled(async (_db, p) => void settled.push(`${p.id} ${p.status} ${p.failureReason ?? ''}`));

  before(async () => {
    t = await createTestApp();
    const [seller] = await t.ctx.database.query<{ id: string; marketplace_id: string }>(
      'SELECT id, marketplace_id FROM sellers WHERE email = $1',
      [DEMO_LOGINS.seller],
    );
    sellerId = seller!.id;
    const [account] = await t.ctx.database.query<{ id: string }>(
      `INSERT INTO bank_accounts (seller_id, marketplace_id, provider_account_id, holder_name, taxpayer_id,
         bank_code, bank_name, routing_number, account_last4, type, payouts_allowed_from)
       VALUES ($1, $2, 'ba-test', 'Ana Souza', '52998224725', '341', 'Itaú', '0001', '3456', 'checking', now())
       RETURNING id`,
      [sellerId, seller!.marketplace_id],
    );
    accountId = account!.id;
  });
  after(() => t.close());

  /** A payout as the writer finds it in `status` (created there: the writer is what is tested). */
  async function payoutIn(status: string, transferId: string | null = null): Promise<string> {
    const [row] = await t.ctx.database.query<{ id: string }>(
      `INSERT INTO payouts (seller_id, marketplace_id, bank_account_id, amount_cents, status, idempotency_key,
         provider_transfer_id, updated_at)
       SELECT seller_id, marketplace_id, id, 1000, $2, gen_random_uuid()::text, $3, now() - interval '1 hour'
         FROM bank_accounts WHERE id = $1
       RETURNING id`,
      [accountId, status, transferId],
    );
    return row!.id;
  }
  const rowOf = async (id: string) =>
    (
      await t.ctx.database.query<Row>(
        'SELECT status, provider_transfer_id, failure_reason, paid_at, updated_at FROM payouts WHERE id = $1',
        [id],
      )
    )[0]!;
  const mailsOf = async (id: string) =>
    (
      await t.ctx.database.query<{ kind: string }>('SELECT kind FROM mail_outbox WHERE event_key = $1', [
        `payout:${id}`,
      ])
    ).map((m) => m.kind);

  it('docs/payouts.md shows the table the code runs (regenerate: the expected text below)', async () => {
    await assertDocsShowMachine(DOCS, payoutMachine);
  });

  it('every event is allowed somewhere, every status is reached, pago and falhou have no way out', () => {
    assertMachineWhole(payoutMachine, ['pago', 'falhou']);
    assert.equal(payoutMachine.next('pendente', 'outcome_unknown'), 'em_verificacao');
    assert.deepEqual(payoutMachine.allowing('decided_not_sent'), ['em_verificacao']);
  });

  it('a move the table refuses writes nothing: no status, transfer, reason, e-mail or hook', async () => {
    for (const from of payoutMachine.statuses)
      for (const event of payoutMachine.eventNames) {
        if (payoutMachine.next(from, event)) continue;
        const id = await payoutIn(from);
        const before = await rowOf(id);
        const change = { transferId: `tr-refused-${id}`, failureReason: 'não' };
        assert.equal(await movePayout(t.ctx, id, event, change), null, `${from} ${event}`);
        assert.deepEqual(await rowOf(id), before, `${from} ${event}`);
        assert.deepEqual(await mailsOf(id), [], `${from} ${event}`);
        assert.ok(!settled.some((s) => s.startsWith(id)), `${from} ${event}`);
      }
  });

  it('every allowed move writes its status; a move to an end e-mails the owner and runs the hooks once', async () => {
    for (const from of payoutMachine.statuses)
      for (const event of payoutMachine.eventNames) {
        const to = payoutMachine.next(from, event);
        if (!to) continue;
        const id = await payoutIn(from);
        const transferId =
          event === 'outcome_unknown' || event === 'decided_not_sent' ? undefined : `tr-${id}`;
        const moved = await movePayout(t.ctx, id, event, { transferId, failureReason: 'Conta encerrada' });
        assert.equal(moved?.status, to, `${from} ${event}`);
        const row = await rowOf(id);
        assert.equal(row.status, to);
        assert.equal(row.provider_transfer_id, transferId ?? null);
        assert.equal(row.failure_reason, to === 'falhou' ? 'Conta encerrada' : null);
        assert.equal(row.paid_at !== null, to === 'pago');
        const ends = to === 'pago' || to === 'falhou';
        assert.deepEqual(await mailsOf(id), ends ? [`payout_${to === 'pago' ? 'paid' : 'failed'}`] : []);
        assert.deepEqual(
          settled.filter((s) => s.startsWith(id)),
          ends ? [`${id} ${to} ${to === 'falhou' ? 'Conta encerrada' : ''}`] : [],
        );
      }
  });

  it('a payout tied to a transfer never takes another, nor goes back to outcome unknown', async () => {
    const id = await payoutIn('pendente', 'tr-own');
    const before = await rowOf(id);
    const refused: [PayoutEvent, string | undefined][] = [
      ['transfer_paid', 'tr-other'],
      ['matched', 'tr-other'],
      ['outcome_unknown', undefined],
    ];
    for (const [event, transferId] of refused)
      assert.equal(await movePayout(t.ctx, id, event, { transferId }), null, event);
    assert.deepEqual(await rowOf(id), before);
    assert.equal((await movePayout(t.ctx, id, 'transfer_paid', { transferId: 'tr-own' }))?.status, 'pago');
  });
});
