import { addDays, brasiliaDate, nextBusinessDay } from './payout-calendar';

/**
 * The sandbox's ledger arithmetic, pure and in integer cents. A paid sale's net (after fees and
 * split shares) becomes receivables: PIX on the next business day, card installment i at D+30·i
 * (the first installment takes the cents that do not divide evenly). A refund cancels what is still
 * pending of that sale, latest installment first (one cut whole stays listed, `refunded`, or
 * `canceled` after a chargeback); what had already settled is debited from the available balance
 * on the refund's day. An open dispute changes nothing here (Pagora holds it back itself: no
 * public source says whether Zoop's blocked balance does). Transfers debit
 * the available balance when created and credit it back only if they fail. No public Zoop source
 * gives Zoop's own arithmetic: these are the sandbox's rules.
 */

export type LedgerSale = {
  transactionId: string;
  /** PIX and boleto settle whole on the next business day; a card per installment. */
  paymentType: 'credit' | 'pix' | 'boleto';
  installments: number;
  paidAt: Date;
  /** The seller's net of the sale as first paid. */
  netCents: number;
  /** The seller's net lost to each refund (or the chargeback), in order. */
  refunds: { at: Date; netCents: number; chargeback?: boolean }[];
  /** Its installments anticipated (money-state.ts): by installment number. */
  prepaid?: LedgerPrepaid[];
};

/**
 * An installment an approved antecipação took: from `at` a refund no longer cuts it (it is the
 * provider's now: the refund debits the available balance), its fee is off its amount, and it
 * settles on `payOn` instead of its expected day.
 */
export type LedgerPrepaid = { installment: number; at: Date; payOn: string; feeCents: number };

export type LedgerReceivable = {
  id: string;
  transactionId: string;
  installment: number;
  amountCents: number;
  /** What the installment was before refunds cut it. */
  grossCents: number;
  expectedOn: string;
  /** `paid` is read from the date (payout-views.ts); these are what a refund or chargeback made. */
  status: 'pending' | 'refunded' | 'canceled';
  /** Brasília day of the refund that cut it whole. */
  canceledOn: string | null;
  /** Anticipated: it settles on `prepaidOn`, `anticipationFeeCents` already off `amountCents`. */
  prepaid: boolean;
  prepaidOn: string | null;
  anticipationFeeCents: number;
};

export type LedgerDebit = { transactionId: string; on: string; amountCents: number };
export type LedgerTransfer = { amountCents: number; status: string };

export type LedgerBalance = {
  availableCents: number;
  futureCents: number;
  blockedCents: number;
  /** Transfers not failed (pending ones are already off the available balance). */
  transferredCents: number;
};

// No public Zoop source: D+1 business day for PIX and boleto, D+30·i per card installment, the
// first installment taking the odd cents, are the sandbox's calendar.
export function installmentCents(netCents: number, installments: number): number[] {
  const n = Math.max(1, installments);
  const base = Math.trunc(netCents / n);
  return Array.from({ length: n }, (_, i) => (i === 0 ? netCents - base * (n - 1) : base));
}

/** Receivables still owed and the debits refunds left on the available balance. */
export function settle(sale: LedgerSale): { receivables: LedgerReceivable[]; debits: LedgerDebit[] } {
  const paidOn = brasiliaDate(sale.paidAt);
  const installments = sale.paymentType === 'credit' ? sale.installments : 1;
  const receivables: LedgerReceivable[] = installmentCents(sale.netCents, installments).map((cents, i) => ({
    id: `${sale.transactionId}-${i + 1}`,
    transactionId: sale.transactionId,
    installment: i + 1,
    amountCents: cents,
    grossCents: cents,
    expectedOn: sale.paymentType === 'credit' ? addDays(paidOn, 30 * (i + 1)) : nextBusinessDay(paidOn),
    status: 'pending',
    canceledOn: null,
    prepaid: false,
    prepaidOn: null,
    anticipationFeeCents: 0,
  }));
  const prepaid = new Map((sale.prepaid ?? []).map((p) => [p.installment, p]));
  const debits: LedgerDebit[] = [];
  for (const refund of sale.refunds) {
    const on = brasiliaDate(refund.at);
    let left = refund.netCents;
    for (const r of [...receivables].reverse()) {
      if (left === 0) break;
      if (r.expectedOn <= on || r.status !== 'pending') continue;
      const anticipated = prepaid.get(r.installment);
      if (anticipated && anticipated.at <= refund.at) continue;
      const cut = Math.min(left, r.amountCents);
      left -= cut;
      if (cut < r.amountCents) r.amountCents -= cut;
      else {
        // Cut whole: listed as what it was, no longer owed.
        r.status = refund.chargeback ? 'canceled' : 'refunded';
        r.canceledOn = on;
      }
    }
    if (left > 0) debits.push({ transactionId: sale.transactionId, on, amountCents: left });
  }
  // Priced on what was left when it was anticipated, which later refunds no longer cut.
  for (const r of receivables) {
    const anticipated = prepaid.get(r.installment);
    if (!anticipated || r.status !== 'pending') continue;
    r.prepaid = true;
    r.prepaidOn = anticipated.payOn;
    r.anticipationFeeCents = anticipated.feeCents;
    r.amountCents -= anticipated.feeCents;
  }
  return { receivables: receivables.filter((r) => r.amountCents > 0 || r.status !== 'pending'), debits };
}

/** The day a receivable's money reaches the available balance. */
export const settlesOn = (r: LedgerReceivable): string =>
  r.prepaidOn !== null && r.prepaidOn < r.expectedOn ? r.prepaidOn : r.expectedOn;

/** The three balances of a seller on `today` (a Brasília `YYYY-MM-DD`). */
export function balanceOn(sales: LedgerSale[], transfers: LedgerTransfer[], today: string): LedgerBalance {
  let settled = 0;
  let future = 0;
  for (const sale of sales) {
    const { receivables, debits } = settle(sale);
    for (const r of receivables) {
      if (r.status !== 'pending') continue;
      if (settlesOn(r) <= today) settled += r.amountCents;
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
