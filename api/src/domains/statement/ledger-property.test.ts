import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import {
  STANDARD_FEE_RATES,
  amountLeftCents,
  contractedProviderFeeCents,
  saleNetCents,
  splitReceivedCents,
  type SaleFacts,
} from '@pagora/shared';
import { createContext, type AppContext } from '../../app-context';
import { migrate } from '../../platform/db/migrate';
import { testConfig } from '../../test/config';
import { openTestDatabase } from '../../test/harness';
import { seedDemoAccounts } from '../demo';
import { foldMarketplaceDays } from './marketplace-days';
import { postAnticipation, postPayoutSent, postPayoutSettled } from './money-posting';
import { postSale } from './sale-posting';
import type { StatementSplitRule } from './sale-parties';

/** What may happen to a sale after it is paid, in order. */
const event = fc.oneof(
  fc.record({ type: fc.constant('refund' as const), millis: fc.integer({ min: 1, max: 1000 }) }),
  fc.constant({ type: 'chargeback' as const }),
  fc.constant({ type: 'reversal' as const }),
);

const sale = fc.record({
  method: fc.constantFrom('pix' as const, 'bank_slip' as const, 'credit_card' as const),
  installments: fc.integer({ min: 1, max: 21 }),
  grossCents: fc.integer({ min: 300, max: 2_000_000 }),
  /** A share to the other seller, in hundredths of a percent, maybe carrying the provider fee. */
  split: fc.option(fc.record({ hundredths: fc.integer({ min: 1, max: 5_000 }), carriesFee: fc.boolean() })),
  /** The marketplace's own fee ('taxa padrão'), a split rule of kind 'marketplace_fee'. */
  ownFeeHundredths: fc.option(fc.integer({ min: 1, max: 1_500 })),
  events: fc.array(event, { maxLength: 4 }),
});

const scenario = fc.record({
  sales: fc.array(sale, { minLength: 1, maxLength: 4 }),
  payouts: fc.array(fc.record({ cents: fc.integer({ min: 1, max: 500_000 }), fails: fc.boolean() }), {
    maxLength: 3,
  }),
  anticipationFees: fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 2 }),
});

describe('the statement ledger (property)', () => {
  let ctx: AppContext;
  let drop: () => Promise<void>;
  let ana: { id: string; marketplaceId: string };
  let bruno: string;
  let feeRecipient: string;
  before(async () => {
    const db = await openTestDatabase();
    drop = db.drop;
    await migrate(db.database);
    ctx = createContext(testConfig(), db.database);
    await seedDemoAccounts(ctx);
    const sellers = await db.database.query<{ id: string; marketplace_id: string; email: string }>(
      'SELECT id, marketplace_id, email FROM sellers ORDER BY email',
    );
    const of = (email: string) => sellers.find((s) => s.email === email)!;
    ana = { id: of('seller@pagora.demo').id, marketplaceId: of('seller@pagora.demo').marketplace_id };
    const others = sellers.filter((s) => s.email !== 'seller@pagora.demo');
    bruno = others[0]!.id;
    feeRecipient = others[1]!.id;
  });
  after(() => drop());

  const q = <T>(sql: string, params: unknown[] = []) =>
    ctx.database.query<T & Record<string, unknown>>(sql, params);

  it('no cent is created or lost; every party has what sale-figures says; balances run', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const [{ seq: startSeq }] = (await q<{ seq: string }>(
          'SELECT coalesce(max(seq), 0) AS seq FROM statement_lines',
        )) as [{ seq: string }];
        let expected = 0;
        for (const g of s.sales) {
          const id = randomUUID();
          const installments = g.method === 'credit_card' ? g.installments : 1;
          const fee = contractedProviderFeeCents(STANDARD_FEE_RATES, g.method, installments, g.grossCents);
          const rules: StatementSplitRule[] = [];
          if (g.split)
            rules.push({
              recipientSellerId: bruno,
              percentageHundredths: g.split.hundredths,
              chargeProcessingFee: g.split.carriesFee,
            });
          if (g.ownFeeHundredths)
            rules.push({
              recipientSellerId: feeRecipient,
              percentageHundredths: g.ownFeeHundredths,
              chargeProcessingFee: false,
              kind: 'marketplace_fee',
            });
          await q(
            `INSERT INTO transactions (id, seller_id, marketplace_id, status, method, amount_cents, fees_cents,
               installments, split_rules, paid_at, provider_id)
             VALUES ($1, $2, $3, 'pago', $4, $5, $6, $7, $8, now(), $9)`,
            [
              id,
              ana.id,
              ana.marketplaceId,
              g.method,
              g.grossCents,
              fee,
              installments,
              JSON.stringify(rules),
              `p-${id}`,
            ],
          );
          await ctx.db.transaction((db) => postSale(db, id, { key: 'novo>pago', at: new Date() }));
          const facts: SaleFacts = {
            grossCents: g.grossCents,
            feesCents: fee,
            refundedCents: 0,
            splitRules: rules,
            dispute: 'none',
          };
          for (const [i, e] of g.events.entries()) {
            if (e.type === 'refund' && facts.dispute === 'none' && amountLeftCents(facts) > 0) {
              const cut = Math.max(1, Math.floor((amountLeftCents(facts) * e.millis) / 1000));
              facts.refundedCents += cut;
            } else if (e.type === 'chargeback' && facts.dispute === 'none' && amountLeftCents(facts) > 0)
              facts.dispute = 'lost';
            else if (e.type === 'reversal' && facts.dispute === 'lost') facts.dispute = 'none';
            else continue;
            const status =
              facts.dispute === 'lost' ? 'chargeback' : amountLeftCents(facts) === 0 ? 'estornada' : 'pago';
            await q('UPDATE transactions SET status = $2, refunded_cents = $3 WHERE id = $1', [
              id,
              status,
              facts.refundedCents,
            ]);
            await ctx.db.transaction((db) => postSale(db, id, { key: `e${i}`, at: new Date() }));
          }
          const sums = new Map(
            (
              await q<{ seller_id: string; c: string }>(
                'SELECT seller_id, sum(amount_cents) AS c FROM statement_lines WHERE transaction_id = $1 GROUP BY seller_id',
                [id],
              )
            ).map((r) => [r.seller_id, Number(r.c)]),
          );
          const net = saleNetCents(facts);
          assert.equal(sums.get(ana.id) ?? 0, net, 'the seller has its net');
          let received = 0;
          for (const r of new Set(rules.map((x) => x.recipientSellerId))) {
            assert.equal(sums.get(r) ?? 0, splitReceivedCents(facts, r), 'a recipient has its share');
            received += splitReceivedCents(facts, r);
          }
          const left = amountLeftCents(facts);
          const kept = facts.dispute === 'lost' || left === 0 ? 0 : left - fee;
          // Σ shares + the provider fee + the seller's net = what is left of the gross.
          assert.equal(net + received, kept);
          expected += kept;
        }
        for (const p of s.payouts) {
          const payout = {
            id: randomUUID(),
            sellerId: ana.id,
            marketplaceId: ana.marketplaceId,
            amountCents: p.cents,
          };
          await ctx.db.transaction((db) =>
            postPayoutSent(db, {
              ...payout,
              transferId: `t-${payout.id}`,
              status: 'pendente',
              failureReason: null,
              at: new Date(),
            }),
          );
          if (p.fails)
            await ctx.db.transaction((db) =>
              postPayoutSettled(db, {
                ...payout,
                status: 'falhou',
                failureReason: 'Conta inexistente',
                bankAccountId: randomUUID(),
                bankAccount: { bankName: 'Itaú', accountNumberLast4: '1234' },
                createdAt: new Date(),
                paidAt: null,
              }),
            );
          expected -= p.fails ? 0 : p.cents;
        }
        for (const fee of s.anticipationFees) {
          const change = {
            id: randomUUID(),
            sellerId: ana.id,
            marketplaceId: ana.marketplaceId,
            previous: 'solicitada' as const,
            grossCents: fee * 10,
            feeCents: fee,
            netCents: fee * 9,
            prepaymentDate: '2026-12-01',
            refusalReason: null,
            at: new Date(),
          };
          await ctx.db.transaction((db) => postAnticipation(db, { ...change, status: 'aprovada' }));
          await ctx.db.transaction((db) => postAnticipation(db, { ...change, status: 'aprovada' }));
          expected -= fee;
        }
        const [{ total }] = (await q<{ total: string }>(
          'SELECT coalesce(sum(amount_cents), 0) AS total FROM statement_lines WHERE seq > $1',
          [startSeq],
        )) as [{ total: string }];
        assert.equal(Number(total), expected, 'no cent created or lost');
        // balance_after is each seller's running sum, and the balance row its last value.
        const broken = await q(
          `SELECT seq FROM (
             SELECT seq, balance_after_cents, sum(amount_cents) OVER (PARTITION BY seller_id ORDER BY seq) AS running
             FROM statement_lines) l WHERE balance_after_cents <> running`,
        );
        assert.deepEqual(broken, []);
        const stale = await q(
          `SELECT b.seller_id FROM statement_balances b
           WHERE b.balance_cents <> (SELECT coalesce(sum(amount_cents), 0) FROM statement_lines l WHERE l.seller_id = b.seller_id)`,
        );
        assert.deepEqual(stale, []);
        // The admin's marketplace days (migrations/1790), folded plus deltas, are the day totals
        // grouped, row for row, before and after a fold; the fold leaves no delta.
        const drift = () =>
          q(
            `WITH m AS (
               SELECT day, marketplace_id, kind, sum(amount_cents) AS amount_cents, sum(line_count) AS line_count
                 FROM (SELECT day, marketplace_id, kind, amount_cents, line_count FROM statement_marketplace_days
                       UNION ALL SELECT day, marketplace_id, kind, amount_cents, line_count
                         FROM statement_marketplace_day_deltas) u
                GROUP BY 1, 2, 3 HAVING sum(line_count) <> 0),
             g AS (SELECT day, marketplace_id, kind, sum(amount_cents) AS amount_cents, sum(line_count) AS line_count
                     FROM statement_day_totals GROUP BY 1, 2, 3)
             (SELECT * FROM g EXCEPT ALL SELECT * FROM m) UNION ALL (SELECT * FROM m EXCEPT ALL SELECT * FROM g)`,
          );
        assert.deepEqual(await drift(), [], 'before the fold');
        await foldMarketplaceDays(ctx.db);
        assert.deepEqual(await drift(), [], 'after the fold');
        assert.deepEqual(await q('SELECT 1 FROM statement_marketplace_day_deltas'), []);
      }),
      { numRuns: 12 },
    );
  });
});
