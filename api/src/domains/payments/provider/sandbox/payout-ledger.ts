import { addDays, brasiliaDate, nextBusinessDay } from './payout-calendar';

/**
 * The sandbox's ledger arithmetic, pure and in integer cents. A paid sale's net (after fees and
 * split shares) becomes receivables: PIX on the next business day, card installment i at D+30·i
 * (the first installment takes the cents that do not divide evenly). A refund cancels what is still
 * pending of that sale, latest installment first; what had already settled is debited from the
 * available balance on the refund's day. Transfers debit the available balance when created and
 * credit it back only if they fail.
 */

export type LedgerSale = {
  transactionId: string;
  /** PIX and boleto settle whole on the next business day; a card per installment. */
  paymentType: 'credit' | 'pix' | 'boleto';
  installments: number;
  paidAt: Date;
  /** The seller's net of the sale as first paid. */
  netCents: number;
  /** The seller's net lost to each refund, in order. */
  refunds: { at: Date; netCents: number }[];
};

export type LedgerReceivable = {
  id: string;
  transactionId: string;
  installment: number;
  amountCents: number;
  /** What the installment was before refunds cut it. */
  grossCents: number;
  expectedOn: string;
};

export type LedgerDebit = { transactionId: string; on: string; amountCents: number };
export type LedgerTransfer = { amountCents: number; status: 'pending' | 'succeeded' | 'failed' };

export type LedgerBalance = {
  availableCents: number;
  futureCents: number;
  blockedCents: number;
  /** Transfers not failed (pending ones are already off the available balance). */
  transferredCents: number;
};

export function installmentCents(netCents: number, installments: number): number[] {
  const n = Math.max(1, installments);
  const base = Math.trunc(netCents / n);
  return Array.from({ length: n }, (_, i) => (i === 0 ? netCents - base * (n - 1) : base));
}

/** Receivables still owed and the debits refunds left on the available balance. */
export function settle(sale: LedgerSale): { receivables: LedgerReceivable[]; debits: LedgerDebit[] } {
  const paidOn = brasiliaDate(sale.paidAt);
  const installments = sale.paymentType === 'credit' ? sale.installments : 1;
  const receivables = installmentCents(sale.netCents, installments).map((cents, i) => ({
    id: `${sale.transactionId}-${i + 1}`,
    transactionId: sale.transactionId,
    installment: i + 1,
    amountCents: cents,
    grossCents: cents,
    expectedOn: sale.paymentType === 'credit' ? addDays(paidOn, 30 * (i + 1)) : nextBusinessDay(paidOn),
  }));
  const debits: LedgerDebit[] = [];
  for (const refund of sale.refunds) {
    const on = brasiliaDate(refund.at);
    let left = refund.netCents;
    for (const r of [...receivables].reverse()) {
      if (left === 0) break;
      if (r.expectedOn <= on) continue;
      const cut = Math.min(left, r.amountCents);
      r.amountCents -= cut;
      left -= cut;
    }
    if (left > 0) debits.push({ transactionId: sale.transactionId, on, amountCents: left });
  }
  return { receivables: receivables.filter((r) => r.amountCents > 0), debits };
}

/** The three balances of a seller on `today` (a Brasília `YYYY-MM-DD`). */
export function balanceOn(sales: LedgerSale[], transfers: LedgerTransfer[], today: string): LedgerBalance {
  let settled = 0;
  let future = 0;
  for (const sale of sales) {
    const { receivables, debits } = settle(sale);
    for (const r of receivables) {
      if (r.expectedOn <= today) settled += r.amountCents;
      else future += r.amountCents;
    }
    // A refund is dated when it happened, so it is never in the future of the clock that made it.
    for (const d of debits) settled -= d.amountCents;
  }
  const transferred = transfers
    .filter((t) => t.status !== 'failed')
    .reduce((sum, t) => sum + t.amountCents, 0);
  return {
    availableCents: settled - transferred,
    futureCents: future,
    blockedCents: 0,
    transferredCents: transferred,
  };
}
