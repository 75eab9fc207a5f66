import type { SbPrepaidReceivable, SbPrepayment } from './money-state';
import { nextBusinessDay } from './payout-calendar';
import { ledgerNow, sellerLedger, today } from './payout-sales';
import type { PayoutContext } from './payout-transfers';
import { money, resourceTime } from './zoop-reply';
import { newZoopId } from './state';

/**
 * Antecipação on the sandbox (issue 38). Its pricing is the sandbox's rule (no public Zoop source
 * gives Zoop's): the money arrives on the next business day after today (`prepaymentDate`); the
 * receivables taken are the seller's pending ones, not yet anticipated, expected after that day -
 * for an amount, nearest expected first, each whole, skipping one that would take the total past
 * the amount; for a range, every one expected within it. Each pays `amount × monthly rate × days early ÷ 30`, in integers, rounded
 * half up once per receivable (`percentOfCents` of fee-table.ts with a fractional rate).
 */

export type PrepaymentSelection = { amountCents: number } | { from: string; to: string };

export type PrepaymentQuote = {
  prepaymentDate: string;
  grossCents: number;
  feeCents: number;
  receivables: SbPrepaidReceivable[];
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** `amount × monthHundredths/10 000 × days/30`, rounded half up to the cent. */
export const anticipationFeeCents = (amountCents: number, monthHundredths: number, days: number) =>
  Math.floor((amountCents * monthHundredths * days + 150_000) / 300_000);

export function quotePrepayment(
  p: PayoutContext,
  sellerId: string,
  selection: PrepaymentSelection,
  prepaymentDate = nextBusinessDay(today(p.ctx)),
): PrepaymentQuote {
  const candidates = sellerLedger(p.ctx, p.payouts, sellerId)
    .receivables.filter((r) => r.status === 'pending' && !r.prepaid && r.expectedOn > prepaymentDate)
    .sort((a, b) => a.expectedOn.localeCompare(b.expectedOn) || a.id.localeCompare(b.id));
  const chosen: typeof candidates = [];
  if ('amountCents' in selection) {
    let total = 0;
    for (const r of candidates) {
      if (total + r.amountCents > selection.amountCents) continue;
      total += r.amountCents;
      chosen.push(r);
    }
  } else
    chosen.push(...candidates.filter((r) => r.expectedOn >= selection.from && r.expectedOn <= selection.to));
  const rate = p.ctx.money.feeRates.anticipationMonthHundredths;
  const receivables = chosen.map((r) => ({
    id: r.id,
    transactionId: r.transactionId,
    installment: r.installment,
    amountCents: r.amountCents,
    expectedOn: r.expectedOn,
    feeCents: anticipationFeeCents(r.amountCents, rate, daysBetween(prepaymentDate, r.expectedOn)),
  }));
  return {
    prepaymentDate,
    grossCents: receivables.reduce((sum, r) => sum + r.amountCents, 0),
    feeCents: receivables.reduce((sum, r) => sum + r.feeCents, 0),
    receivables,
  };
}

const emit = (p: PayoutContext, type: string, pp: SbPrepayment) =>
  p.dispatcher.emit(type, prepaymentView(p.ctx.opts.marketplaceId, pp));

/**
 * Records the antecipação: approved at once (`prepayment.approved`), or refused when a test armed
 * a refusal (`prepayment.refused`). Event names are assumed: no public source lists Zoop's.
 */
export function requestPrepayment(p: PayoutContext, sellerId: string, quote: PrepaymentQuote): SbPrepayment {
  const now = ledgerNow(p.ctx);
  const reason = p.ctx.money.refuseNext;
  const prepayment: SbPrepayment = {
    id: newZoopId(),
    customer: sellerId,
    status: reason === null ? 'approved' : 'refused',
    statusDetail: reason,
    prepaymentDate: quote.prepaymentDate,
    grossCents: quote.grossCents,
    feeCents: quote.feeCents,
    receivables: quote.receivables,
    createdAt: now,
    updatedAt: now,
  };
  if (reason !== null) p.ctx.money.setRefuseNext(null);
  p.ctx.money.savePrepayment(prepayment);
  emit(p, reason === null ? 'prepayment.approved' : 'prepayment.refused', prepayment);
  return prepayment;
}

/** Approved antecipações whose day has come are paid (`prepayment.paid`, assumed name). */
export function payDuePrepayments(p: PayoutContext): void {
  const day = today(p.ctx);
  for (const pp of p.ctx.money.prepayments.values()) {
    if (pp.status !== 'approved' || pp.prepaymentDate > day) continue;
    pp.status = 'paid';
    pp.updatedAt = ledgerNow(p.ctx);
    p.ctx.money.savePrepayment(pp);
    emit(p, 'prepayment.paid', pp);
  }
}

const receivableView = (r: SbPrepaidReceivable) => ({
  id: r.id,
  transaction: r.transactionId,
  installment: String(r.installment),
  amount: money(r.amountCents),
  expected_on: r.expectedOn,
  anticipation_fee: money(r.feeCents),
});

/** VIT `IFuturePrePayment`, with the date and the receivables (assumed: what a quote needs). */
export const prepaymentInfoView = (sellerId: string, q: PrepaymentQuote) => ({
  resource: 'prepayment_info',
  customer: sellerId,
  prepayment_date: q.prepaymentDate,
  receivables_count: q.receivables.length,
  total_gross_amount: money(q.grossCents),
  total_net_amount_before_prepayment_fees: money(q.grossCents),
  total_net_amount_after_prepayment_fees: money(q.grossCents - q.feeCents),
  receivables: q.receivables.map(receivableView),
});

/** VIT `IPrePayment`; `receivables` as objects rather than ids (assumed). */
export const prepaymentView = (mid: string, pp: SbPrepayment) => ({
  id: pp.id,
  resource: 'prepayment',
  status: pp.status,
  status_detail: pp.statusDetail,
  customer: pp.customer,
  prepayment_date: pp.prepaymentDate,
  prepayment_gross_amount: money(pp.grossCents),
  prepayment_net_amount: money(pp.grossCents - pp.feeCents),
  zoop_fee: money(pp.feeCents),
  partner_fee: money(0),
  receivables_count: pp.receivables.length,
  receivables: pp.receivables.map(receivableView),
  auto_commit: true,
  uri: `/v1/marketplaces/${mid}/prepayments/${pp.id}`,
  created_at: resourceTime(new Date(pp.createdAt)),
  updated_at: resourceTime(new Date(pp.updatedAt)),
});
