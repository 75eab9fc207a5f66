import type { SandboxContext } from './context';
import { brasiliaDate } from './payout-calendar';
import {
  balanceOn,
  settle,
  type LedgerBalance,
  type LedgerPrepaid,
  type LedgerReceivable,
  type LedgerSale,
} from './payout-ledger';
import type { PayoutStore } from './payout-state';
import { netShares } from './split';
import type { SbTransaction } from './state';

/** Turns the sandbox's transactions into a seller's ledger sales (paid ones only). */

const DAY_MS = 86_400_000;

/** Now on the money-out calendar: the real clock moved on by `/_control/clock`. */
export const ledgerNow = (ctx: SandboxContext): Date =>
  new Date(ctx.opts.now().getTime() + ctx.payouts.offsetDays * DAY_MS);

/** A moment of a charge (real time) on the money-out calendar: moved by the days moved before it. */
const onLedger = (ctx: SandboxContext, d: Date | string): Date => {
  const ms = new Date(d).getTime();
  return new Date(ms + ctx.payouts.offsetAt(ms) * DAY_MS);
};

function paidAt(tx: SbTransaction): Date | string | null {
  if (!tx.captured) return null;
  if (tx.paymentType === 'credit') return tx.createdAt;
  const paid = tx.history.find((h) => h.operationType === 'paid' && h.status === 'succeeded');
  return paid ? paid.createdAt : null;
}

/** The seller's installments taken by antecipações not refused, by transaction. */
function prepaidOf(ctx: SandboxContext, sellerId: string): Map<string, LedgerPrepaid[]> {
  const by = new Map<string, LedgerPrepaid[]>();
  for (const p of ctx.money.prepayments.values()) {
    if (p.customer !== sellerId || p.status === 'refused') continue;
    for (const r of p.receivables) {
      const list = by.get(r.transactionId) ?? [];
      list.push({
        installment: r.installment,
        at: new Date(p.createdAt),
        payOn: p.prepaymentDate,
        feeCents: r.feeCents,
      });
      by.set(r.transactionId, list);
    }
  }
  return by;
}

export function salesOf(ctx: SandboxContext, sellerId: string): LedgerSale[] {
  const sales: LedgerSale[] = [];
  const prepaid = prepaidOf(ctx, sellerId);
  for (const tx of ctx.store.transactions.values()) {
    const paidReal = paidAt(tx);
    if (!paidReal) continue;
    const paid = onLedger(ctx, paidReal);
    const share = netShares({ ...tx, amountCents: tx.originalAmountCents }).get(sellerId);
    if (share === undefined) continue;
    const net = Math.max(0, share);
    // After a refund the fee stays with Zoop, so what is left can be below zero: the seller owes it.
    // A disputed charge still counts (no public source says Zoop blocks it); a lost one is gone like a refund.
    const owing = tx.status === 'succeeded' || tx.status === 'dispute';
    const now = owing ? (netShares(tx).get(sellerId) ?? 0) : 0;
    const voids = tx.history.filter((h) => h.operationType.startsWith('void') && h.status === 'succeeded');
    const lastVoid = voids.at(-1);
    const lostAt = tx.chargedBackAt ?? lastVoid?.createdAt;
    sales.push({
      transactionId: tx.id,
      paymentType: tx.paymentType,
      installments: tx.installments,
      paidAt: paid,
      netCents: net,
      // Every refund of a sale is booked on its latest void: the sandbox needs the sum, not the steps.
      refunds:
        net > now
          ? [
              {
                at: lostAt ? onLedger(ctx, lostAt) : paid,
                netCents: net - now,
                chargeback: tx.status === 'charged_back',
              },
            ]
          : [],
      prepaid: prepaid.get(tx.id) ?? [],
    });
  }
  return sales;
}

export const today = (ctx: SandboxContext) => brasiliaDate(ledgerNow(ctx));

export function sellerLedger(
  ctx: SandboxContext,
  payouts: PayoutStore,
  sellerId: string,
): { balance: LedgerBalance; receivables: LedgerReceivable[] } {
  const sales = salesOf(ctx, sellerId);
  const transfers = [...payouts.transfers.values()].filter((t) => t.owner === sellerId);
  return {
    balance: balanceOn(sales, transfers, today(ctx)),
    receivables: sales.flatMap((s) => settle(s).receivables),
  };
}
