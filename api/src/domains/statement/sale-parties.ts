import type { StatementKind } from '@pagora/shared/contracts';
import {
  amountLeftCents,
  sellerFeesCents,
  splitShareCents,
  type SaleFacts,
  type SaleSplitRule,
} from '@pagora/shared';

/**
 * What each party has of a sale now, split into the parts the statement shows apart, from
 * `@pagora/shared`'s sale figures: the selling seller's parts add up to `saleNetCents`, a split
 * recipient's to `splitReceivedCents`. Posting books the difference between these and the lines
 * already posted, part by part (sale-posting.ts).
 */

/** A split rule as stored: `kind: 'marketplace_fee'` is the marketplace's own fee ('taxa padrão'). */
export type StatementSplitRule = SaleSplitRule & { kind?: 'split' | 'marketplace_fee' | undefined };
export type StatementSale = Omit<SaleFacts, 'splitRules'> & { splitRules: readonly StatementSplitRule[] };

/** principal: the gross left (seller) or the share (recipient); cb: what a chargeback took. */
export const PARTS = ['principal', 'fee', 'mfee', 'split', 'cb'] as const;
export type Part = (typeof PARTS)[number];
export type Parts = Record<Part, number>;

const zero = (): Parts => ({ principal: 0, fee: 0, mfee: 0, split: 0, cb: 0 });
const sum = (p: Parts) => PARTS.reduce((s, k) => s + p[k], 0);

/** Which part a posted line of a sale belongs to (adjustments belong to none). */
export const PART_OF_KIND: Partial<Record<StatementKind, Part>> = {
  venda: 'principal',
  estorno: 'principal',
  split_recebido: 'principal',
  taxa_provedor: 'fee',
  taxa_marketplace: 'mfee',
  split_enviado: 'split',
  chargeback: 'cb',
  chargeback_revertido: 'cb',
};

/** The kind of a difference posted to a part, by its sign. */
export function kindOf(part: Part, amountCents: number, role: 'seller' | 'recipient'): StatementKind {
  switch (part) {
    case 'principal':
      return amountCents < 0 ? 'estorno' : role === 'seller' ? 'venda' : 'split_recebido';
    case 'fee':
      return 'taxa_provedor';
    case 'mfee':
      return 'taxa_marketplace';
    case 'split':
      return 'split_enviado';
    case 'cb':
      return amountCents < 0 ? 'chargeback' : 'chargeback_revertido';
  }
}

/** Every party's parts of the sale now: the selling seller first, then each recipient. */
export function partiesOf(sellerId: string, sale: StatementSale): Map<string, Parts> {
  const left = amountLeftCents(sale);
  const parties = new Map<string, Parts>();
  const seller = zero();
  parties.set(sellerId, seller);
  if (left > 0) {
    seller.principal = left;
    seller.fee = -sellerFeesCents(sale);
    const feeCarrier = sale.splitRules.find((r) => r.chargeProcessingFee)?.recipientSellerId ?? null;
    for (const rule of sale.splitRules) {
      const share = splitShareCents(rule, left);
      if (rule.kind === 'marketplace_fee') seller.mfee -= share;
      else seller.split -= share;
      const recipient = parties.get(rule.recipientSellerId) ?? zero();
      recipient.principal += share;
      parties.set(rule.recipientSellerId, recipient);
    }
    if (feeCarrier !== null) parties.get(feeCarrier)!.fee = -sale.feesCents;
  } else {
    for (const rule of sale.splitRules)
      parties.set(rule.recipientSellerId, parties.get(rule.recipientSellerId) ?? zero());
  }
  // The payer's bank took the whole sale back, the shares sent out included.
  if (sale.dispute === 'lost') for (const parts of parties.values()) parts.cb = -sum(parts);
  return parties;
}

export const totalOf = sum;
