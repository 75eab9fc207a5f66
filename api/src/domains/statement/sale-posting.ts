import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatBRL, paymentMethodLabel, saleDisputeOf } from '@pagora/shared';
import { STATEMENT_KIND_LABELS } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { sellersView } from '../accounts';
import { transactionsView, type TxChange } from '../payments';
import { brasiliaDay } from './day';
import { withLedger } from './ledger';
import { PART_OF_KIND, PARTS, kindOf, partiesOf, type Parts, type StatementSplitRule } from './sale-parties';
import { statementLines } from './tables';

const rulesSchema = z.array(
  z.object({
    recipientSellerId: z.string(),
    percentageHundredths: z.number().int().min(0).max(10_000),
    chargeProcessingFee: z.boolean(),
    kind: z.enum(['split', 'marketplace_fee']).optional(),
  }),
);

/** A sale counts once it was paid; one the provider later reversed ('falha') keeps nothing. */
const KEPT = new Set(['pago', 'estornada', 'em_disputa', 'chargeback']);

type Trigger = { key: string; at: Date };

/**
 * Books a sale's change: for each party, the difference between what sale-figures says it has of
 * the sale now and the lines already posted for it, part by part, dated `trigger.at`. A sale not
 * yet posted is first booked as paid (dated its payment), so a refund's lines stand apart from the
 * sale's. Replays post nothing: the parts already agree, and the keys are the change's.
 */
export async function postSale(db: Db, transactionId: string, trigger: Trigger): Promise<void> {
  const [tx] = await db
    .select({
      id: transactionsView.id,
      sellerId: transactionsView.sellerId,
      status: transactionsView.status,
      method: transactionsView.method,
      installments: transactionsView.installments,
      amountCents: transactionsView.amountCents,
      feesCents: transactionsView.feesCents,
      refundedCents: transactionsView.refundedCents,
      splitRules: transactionsView.splitRules,
      paidAt: transactionsView.paidAt,
      providerId: transactionsView.providerId,
    })
    .from(transactionsView)
    .where(eq(transactionsView.id, transactionId));
  if (!tx?.paidAt) return;
  const rules: StatementSplitRule[] = rulesSchema.parse(tx.splitRules);
  const now = partiesOf(tx.sellerId, {
    grossCents: tx.amountCents,
    feesCents: tx.feesCents,
    refundedCents: KEPT.has(tx.status) ? tx.refundedCents : tx.amountCents,
    splitRules: rules,
    dispute: saleDisputeOf(tx.status),
  });
  const asPaid = partiesOf(tx.sellerId, {
    grossCents: tx.amountCents,
    feesCents: tx.feesCents,
    refundedCents: 0,
    splitRules: rules,
  });
  const ids = [...now.keys()];
  const markets = await db
    .select({ id: sellersView.id, marketplaceId: sellersView.marketplaceId })
    .from(sellersView)
    .where(inArray(sellersView.id, ids));
  const marketOf = new Map(markets.map((m) => [m.id, m.marketplaceId]));
  const what = `${paymentMethodLabel(tx.method)}${tx.installments > 1 ? ` ${tx.installments}x` : ''}`;

  await withLedger(db, ids, async (ledger) => {
    const posted = await postedParts(db, transactionId);
    const first = posted.size === 0;
    for (const [partyId, target] of now) {
      const marketplaceId = marketOf.get(partyId);
      if (!marketplaceId) continue;
      const role = partyId === tx.sellerId ? 'seller' : 'recipient';
      const steps: [Trigger, Parts][] = first
        ? [
            [{ key: 'pago', at: tx.paidAt! }, asPaid.get(partyId)!],
            [trigger, target],
          ]
        : [[trigger, target]];
      const have = posted.get(partyId) ?? { principal: 0, fee: 0, mfee: 0, split: 0, cb: 0 };
      for (const [when, parts] of steps)
        for (const part of PARTS) {
          const diff = parts[part] - have[part];
          if (diff === 0) continue;
          const kind = kindOf(part, diff, role);
          await ledger.post({
            sellerId: partyId,
            marketplaceId,
            kind,
            amountCents: diff,
            day: brasiliaDay(when.at),
            occurredAt: when.at,
            transactionId,
            providerRef: tx.providerId,
            description: `${STATEMENT_KIND_LABELS[kind]} · ${what} · ${formatBRL(tx.amountCents)}`,
            postingKey: `tx:${transactionId}:${partyId}:${part}:${when.key}:${have[part]}`,
          });
          have[part] = parts[part];
        }
    }
  });
}

/** What each party's lines of the sale add up to, part by part. */
async function postedParts(db: Db, transactionId: string): Promise<Map<string, Parts>> {
  const rows = await db
    .select({
      sellerId: statementLines.sellerId,
      kind: statementLines.kind,
      cents: sql<string>`sum(${statementLines.amountCents})`,
    })
    .from(statementLines)
    .where(eq(statementLines.transactionId, transactionId))
    .groupBy(statementLines.sellerId, statementLines.kind);
  const parts = new Map<string, Parts>();
  for (const row of rows) {
    const part = PART_OF_KIND[row.kind];
    if (!part) continue;
    const p = parts.get(row.sellerId) ?? { principal: 0, fee: 0, mfee: 0, split: 0, cb: 0 };
    p[part] += Number(row.cents);
    parts.set(row.sellerId, p);
  }
  return parts;
}

/** The payments' hook: every status change and refund of a sale. */
export const postSaleChange = (db: Db, change: TxChange): Promise<void> =>
  postSale(db, change.transactionId, {
    key: change.refund ? `refund:${change.refund.id}` : `${change.previous ?? 'novo'}>${change.status}`,
    at: new Date(),
  });
