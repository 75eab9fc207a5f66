import type { SandboxStore, SbSplitRule, SbTransaction } from './state';

/**
 * Sandbox money rules (our assumptions; Zoop's exact receivable maths is not public): the fee is
 * taken from the seller, or from the first split recipient with `charge_processing_fee`; percentage
 * shares round down and the remainder stays with the seller.
 */

export function ruleShareCents(rule: SbSplitRule, amountCents: number): number {
  if (rule.amountCents !== null) return rule.amountCents;
  return Math.floor((amountCents * (rule.percentageHundredths ?? 0)) / 10000);
}

export function splitTotalCents(rules: SbSplitRule[], amountCents: number): number {
  return rules.reduce((sum, r) => sum + ruleShareCents(r, amountCents), 0);
}

/** Net cents each party receives from one transaction. */
export function netShares(tx: SbTransaction): Map<string, number> {
  const shares = new Map<string, number>();
  const add = (id: string, cents: number) => shares.set(id, (shares.get(id) ?? 0) + cents);
  const feePayer = tx.splitRules.find((r) => r.chargeProcessingFee)?.recipient ?? tx.onBehalfOf;
  add(tx.onBehalfOf, tx.amountCents - splitTotalCents(tx.splitRules, tx.amountCents));
  for (const r of tx.splitRules) add(r.recipient, ruleShareCents(r, tx.amountCents));
  add(feePayer, -tx.feesCents);
  return shares;
}

/** Everything a seller is owed from paid transactions; no settlement is simulated. */
export function sellerBalanceCents(store: SandboxStore, sellerId: string): number {
  let total = 0;
  for (const tx of store.transactions.values()) {
    // A disputed charge is still owed until it is lost (blocked meanwhile).
    if (tx.status === 'succeeded' || tx.status === 'dispute') total += netShares(tx).get(sellerId) ?? 0;
  }
  return total;
}
