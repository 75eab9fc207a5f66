import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  saleChargebackCents,
  saleDisputeOf,
  saleHeldCents,
  saleNetCents,
  type SaleFacts,
  type SaleSplitRule,
} from '@pagora/shared';
import { transactionsView } from '../payments';

/**
 * The sale's figures for every surface of this domain (detail, list, CSV, dashboards, and /v1
 * through the detail's view), from `@pagora/shared`'s one definition. The stored `net_cents` is
 * not read: it is the provider's amount less fees at the last answer, which after a partial
 * refund already lacks the refund and after a full one still has it, and it ignores the split.
 */

/**
 * The split rules as text, NULL when there are none: most sales have none, so a million-row
 * export parses nothing for them.
 */
export const splitRulesText = sql<string | null>`nullif(${transactionsView.splitRules}, '[]'::jsonb)::text`;

const splitRulesSchema = z.array(
  z.object({
    recipientSellerId: z.string(),
    percentageHundredths: z.number().int().min(0).max(10_000),
    chargeProcessingFee: z.boolean(),
    // The marketplace's own fee is a share like any other (issue 38); its kind names it.
    kind: z.enum(['split', 'marketplace_fee']).optional(),
  }),
);

export const parseSplitRules = (text: string | null): SaleSplitRule[] =>
  text === null ? [] : splitRulesSchema.parse(JSON.parse(text));

/** The columns of a row the net comes from. */
export type NetFacts = {
  /** 'em_disputa' holds the net, 'chargeback' takes it back (issue 36). */
  status: string;
  amountCents: number;
  feesCents: number;
  refundedCents: number;
  splitRules: string | null;
};

const factsOf = (row: NetFacts): SaleFacts => ({
  grossCents: row.amountCents,
  feesCents: row.feesCents,
  refundedCents: row.refundedCents,
  splitRules: parseSplitRules(row.splitRules),
  dispute: saleDisputeOf(row.status),
});

/** 'Valor líquido' of one row (docs/transactions.md "What each figure means"). */
export const netOf = (row: NetFacts): number => saleNetCents(factsOf(row));

/** The seller's side of a disputed sale, shown apart from refunds (issue 36). */
export function disputeFiguresOf(row: NetFacts): { heldCents: number; chargebackCents: number } {
  const facts = factsOf(row);
  return { heldCents: saleHeldCents(facts), chargebackCents: saleChargebackCents(facts) };
}
