import type { SandboxContext } from './context';
import { brasiliaDate } from './payout-calendar';
import {
  balanceOn,
  settle,
  type LedgerBalance,
  type LedgerReceivable,
  type LedgerSale,
} from './payout-ledger';
import type { PayoutStore } from './payout-state';
import { netShares } from './split';
import type { SbTransaction } from './state';

/** Turns the sandbox's transactions into a seller's ledger sales (paid ones only). */

const at = (d: Date | string) => new Date(d);

function paidAt(tx: SbTransaction): Date | null {
  if (!tx.captured) return null;
  if (tx.paymentType === 'credit') return at(tx.createdAt);
  const paid = tx.history.find((h) => h.operationType === 'paid' && h.status === 'succeeded');
  return paid ? at(paid.createdAt) : null;
}

export function salesOf(ctx: SandboxContext, sellerId: string): LedgerSale[] {
  const sales: LedgerSale[] = [];
  for (const tx of ctx.store.transactions.values()) {
    const paid = paidAt(tx);
    if (!paid) continue;
    const share = netShares({ ...tx, amountCents: tx.originalAmountCents }).get(sellerId);
    if (share === undefined) continue;
    const net = Math.max(0, share);
    // After a refund the fee stays with Zoop, so what is left can be below zero: the seller owes it.
    const now = tx.status === 'succeeded' ? (netShares(tx).get(sellerId) ?? 0) : 0;
    const voids = tx.history.filter((h) => h.operationType.startsWith('void') && h.status === 'succeeded');
    const lastVoid = voids.at(-1);
    sales.push({
      transactionId: tx.id,
      paymentType: tx.paymentType,
      installments: tx.installments,
      paidAt: paid,
      netCents: net,
      // Every refund of a sale is booked on its latest void: the sandbox needs the sum, not the steps.
      refunds: net > now ? [{ at: lastVoid ? at(lastVoid.createdAt) : paid, netCents: net - now }] : [],
    });
  }
  return sales;
}

export const today = (ctx: SandboxContext) => brasiliaDate(ctx.opts.now());

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
