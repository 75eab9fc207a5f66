import type { Cents } from './cents';

/**
 * The money figures of a sale and of a seller's balance, defined once (issue 35, docs/transactions.md
 * "What each figure means"). The API computes every figure with these functions and sends the
 * result; screens, the CSV, e-mails and /v1 show what they are sent and never recompute.
 *
 * The split and fee rules follow the provider's ledger (the sandbox's `split.ts` and
 * `payout-ledger.ts`): a percentage share rounds down on what is left of the sale, the remainder
 * stays with the seller; the fee is the seller's unless a split rule carries the processing fee.
 */

/** One recipient's share of a sale, in hundredths of a percent (12,5 % = 1250). */
export type SaleSplitRule = {
  recipientSellerId: string;
  percentageHundredths: number;
  chargeProcessingFee: boolean;
  /**
   * 'marketplace_fee': the marketplace's own fee ('taxa padrão', issue 38), collected as a share
   * to its fee recipient; absent or 'split': a share the link names. Both round down alike.
   */
  kind?: 'split' | 'marketplace_fee';
};

/**
 * Where a bank's contest of the sale stands (issue 36): 'open' while it is 'em_disputa', 'lost'
 * once it is 'chargeback'. A won dispute returns the sale to 'pago', so it is 'none' again.
 */
export type SaleDispute = 'none' | 'open' | 'lost';

export const saleDisputeOf = (status: string): SaleDispute =>
  status === 'em_disputa' ? 'open' : status === 'chargeback' ? 'lost' : 'none';

/** The facts a sale's figures come from, all integer cents. */
export type SaleFacts = {
  /** What the payer was charged ('Valor', 'Valor Bruto'). */
  grossCents: Cents;
  /** The provider's processing fee. */
  feesCents: Cents;
  /** Given back to the payer so far ('Valor estornado'). */
  refundedCents: Cents;
  splitRules: readonly SaleSplitRule[];
  /** Absent: 'none'. */
  dispute?: SaleDispute;
};

/** What is left of the gross after refunds (the list's 'Valor'). */
export const amountLeftCents = (sale: Pick<SaleFacts, 'grossCents' | 'refundedCents'>): Cents =>
  Math.max(0, sale.grossCents - sale.refundedCents);

/** One rule's share of `baseCents`: rounded down, so the split never takes more than the sale. */
export const splitShareCents = (rule: Pick<SaleSplitRule, 'percentageHundredths'>, baseCents: Cents): Cents =>
  Math.floor((baseCents * rule.percentageHundredths) / 10_000);

/** Who pays the fee: the first rule that carries it, else the selling seller (null). */
const feeRecipient = (rules: readonly SaleSplitRule[]): string | null =>
  rules.find((r) => r.chargeProcessingFee)?.recipientSellerId ?? null;

/** The split shares this seller sends to other sellers, on what is left after refunds. */
export const splitSentCents = (sale: SaleFacts): Cents => {
  const left = amountLeftCents(sale);
  return sale.splitRules.reduce((sum, rule) => sum + splitShareCents(rule, left), 0);
};

/** The fee the selling seller bears (none when a split recipient carries it). */
export const sellerFeesCents = (sale: SaleFacts): Cents =>
  feeRecipient(sale.splitRules) === null ? sale.feesCents : 0;

/**
 * 'Valor líquido': what the selling seller keeps of the sale after fees, refunds and the split
 * shares it sends. A sale refunded in full keeps nothing (the provider voids it, fee included);
 * after a partial refund the fee stays, so a small remainder can go below zero: the seller owes it.
 */
export function saleNetCents(sale: SaleFacts): Cents {
  // The payer's bank took the sale back (issue 36): the seller keeps nothing, as after a full
  // refund, but it is shown as the chargeback (saleChargebackCents), never as 'Valor estornado'.
  if (sale.dispute === 'lost') return 0;
  return keptCents(sale);
}

/** The net as if no bank had contested the sale. */
function keptCents(sale: SaleFacts): Cents {
  const left = amountLeftCents(sale);
  if (left === 0) return 0;
  return left - splitSentCents(sale) - sellerFeesCents(sale);
}

/**
 * The seller's net held while the payer's bank contests the sale: still in 'Valor líquido' (it
 * comes back if the dispute is won), but not revenue received and not available to withdraw.
 */
export const saleHeldCents = (sale: SaleFacts): Cents => (sale.dispute === 'open' ? keptCents(sale) : 0);

/** The seller's net the bank took back with a chargeback ('Chargeback', apart from refunds). */
export const saleChargebackCents = (sale: SaleFacts): Cents =>
  sale.dispute === 'lost' ? keptCents(sale) : 0;

/** What a split recipient receives from the sale (its share, less the fee when it carries it). */
export function splitReceivedCents(sale: SaleFacts, recipientSellerId: string): Cents {
  // A chargeback takes the whole sale back, the shares sent out included.
  if (sale.dispute === 'lost') return 0;
  const left = amountLeftCents(sale);
  if (left === 0) return 0;
  const share = sale.splitRules
    .filter((r) => r.recipientSellerId === recipientSellerId)
    .reduce((sum, rule) => sum + splitShareCents(rule, left), 0);
  return feeRecipient(sale.splitRules) === recipientSellerId ? share - sale.feesCents : share;
}

/** A receivable the provider still owes the seller (a future settlement). */
export type OpenReceivable = { amountCents: Cents; settled: boolean };

/** 'Saldo Futuro': receivables not yet settled. Money paid out was settled first, so never here. */
export const futureBalanceCents = (receivables: readonly OpenReceivable[]): Cents =>
  receivables.reduce((sum, r) => (r.settled ? sum : sum + r.amountCents), 0);

/** What the provider holds for the seller, as its balance call reports it. */
export type HeldBalance = {
  /** Available and to come, less what was already transferred to the bank. */
  currentBalanceCents: Cents;
  blockedCents: Cents;
};

/**
 * 'Saldo Disponível', which is also what 'Sacar' allows: what the provider holds, less what is
 * blocked, less what is still to come, less payouts asked for and not yet sent to the provider,
 * less the net of sales in dispute (issue 36). No source says whether Zoop's blocked balance
 * already holds a disputed amount: taking it off again can only understate 'Sacar', never let a
 * seller withdraw money the payer's bank may take back.
 */
export const availableBalanceCents = (
  held: HeldBalance,
  futureCents: Cents,
  unsentPayoutsCents: Cents,
  disputedCents: Cents = 0,
): Cents =>
  Math.max(
    0,
    held.currentBalanceCents - held.blockedCents - futureCents - unsentPayoutsCents - disputedCents,
  );
