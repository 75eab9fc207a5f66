import type { SandboxContext } from './context';
import { brasiliaDate } from './payout-calendar';
import { salesOf } from './payout-sales';
import type { PayoutStore } from './payout-state';
import { money } from './zoop-reply';

/**
 * A seller's account history (Zoop `GET /sellers/{id}/balances/history`), derived from the same
 * ledger as its balances and receivables, so its sum up to today is always the seller's available
 * plus future balance: a paid sale whole on its paid day at what this seller keeps of it; a refund
 * or chargeback on its day at the net it took back; a transfer on its creation day, and back on
 * the day it failed; an antecipação's fee on its approval day. The `type` words are the sandbox's
 * (no public source lists Zoop's); the sandbox has no chargeback reversal (a lost dispute is final).
 */

export type SbMovement = {
  id: string;
  date: string;
  type: 'transaction' | 'refund' | 'chargeback' | 'transfer' | 'transfer_reversal' | 'prepayment_fee';
  amountCents: number;
  objectId: string;
  objectType: 'transaction' | 'transfer' | 'prepayment';
  transactionId: string | null;
  /** The moment on the money-out clock: the order within a day. */
  at: number;
};

export function sellerMovements(ctx: SandboxContext, payouts: PayoutStore, sellerId: string): SbMovement[] {
  const out: SbMovement[] = [];
  for (const sale of salesOf(ctx, sellerId)) {
    const tx = {
      objectId: sale.transactionId,
      objectType: 'transaction',
      transactionId: sale.transactionId,
    } as const;
    out.push({
      id: `hist-sale-${sale.transactionId}`,
      date: brasiliaDate(sale.paidAt),
      at: sale.paidAt.getTime(),
      type: 'transaction',
      amountCents: sale.netCents,
      ...tx,
    });
    sale.refunds.forEach((r, i) =>
      out.push({
        id: `hist-${r.chargeback ? 'chargeback' : 'refund'}-${sale.transactionId}-${i + 1}`,
        date: brasiliaDate(r.at),
        at: r.at.getTime(),
        type: r.chargeback ? 'chargeback' : 'refund',
        amountCents: -r.netCents,
        ...tx,
      }),
    );
  }
  for (const t of payouts.transfers.values()) {
    if (t.owner !== sellerId) continue;
    const of = { objectId: t.id, objectType: 'transfer', transactionId: null } as const;
    out.push({
      id: `hist-transfer-${t.id}`,
      date: brasiliaDate(new Date(t.createdAt)),
      at: new Date(t.createdAt).getTime(),
      type: 'transfer',
      amountCents: -t.amountCents,
      ...of,
    });
    if (t.status === 'failed')
      out.push({
        id: `hist-transfer-back-${t.id}`,
        date: brasiliaDate(new Date(t.updatedAt)),
        at: new Date(t.updatedAt).getTime(),
        type: 'transfer_reversal',
        amountCents: t.amountCents,
        ...of,
      });
  }
  for (const p of ctx.money.prepayments.values()) {
    if (p.customer !== sellerId || p.status === 'refused') continue;
    out.push({
      id: `hist-prepayment-fee-${p.id}`,
      date: brasiliaDate(new Date(p.createdAt)),
      at: new Date(p.createdAt).getTime(),
      type: 'prepayment_fee',
      amountCents: -p.feeCents,
      objectId: p.id,
      objectType: 'prepayment',
      transactionId: null,
    });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.at - b.at || a.id.localeCompare(b.id));
}

/** Zoop's decimal strings, a debit with its minus sign. */
const signedMoney = (cents: number) => (cents < 0 ? `-${money(-cents)}` : money(cents));

/** VIT `IHistoryBalanceItem`. */
export const movementView = (m: SbMovement) => ({
  id: m.id,
  resource: 'balance_history',
  amount: signedMoney(m.amountCents),
  gross_amount: signedMoney(m.amountCents),
  fee: money(0),
  date: m.date,
  type: m.type,
  description: null,
  object_id: m.objectId,
  object_type: m.objectType,
  transaction: m.transactionId === null ? null : { id: m.transactionId },
});
