import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { centsToReais, reportWindow, type ReportPeriod } from '@pagora/shared';
import type { SellerReport } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { transactionsView } from '../payments';
import { visibleSeller } from './scope';

const TZ = 'America/Sao_Paulo';
const HOUR = 60 * 60 * 1000;
// A literal, not a parameter: the bucket expression must be identical in SELECT and GROUP BY.
const TZ_SQL = sql.raw(`'${TZ}'`);

/** Bucket labels as the chart shows them: 'HH:00' for a day, 'dd/mm' for a week or month. */
function labelOf(instant: Date, period: ReportPeriod): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: TZ,
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return period === 'day' ? `${parts.hour}:00` : `${parts.day}/${parts.month}`;
}

/**
 * GET /seller-report/:sellerId: paid sales in the window (reportWindow: from Sao Paulo midnight,
 * 7 days, 1 month), revenue net of refunds, exact cents; the line chart per hour or per day with
 * empty buckets, the pie chart per payment method. Unknown or foreign seller: 404.
 */
export async function sellerReport(
  ctx: AppContext,
  who: Principal,
  sellerId: string,
  period: ReportPeriod,
  now: Date = new Date(),
): Promise<SellerReport> {
  const seller = await visibleSeller(ctx.db, who, sellerId, { includeRemoved: who.cargo === 'admin' });
  const window = reportWindow(period, now);
  const bucket =
    period === 'day'
      ? sql<string>`to_char(${transactionsView.createdAt} AT TIME ZONE ${TZ_SQL}, 'HH24') || ':00'`
      : sql<string>`to_char(${transactionsView.createdAt} AT TIME ZONE ${TZ_SQL}, 'DD/MM')`;
  const paidInWindow = and(
    eq(transactionsView.sellerId, seller.id),
    eq(transactionsView.status, 'pago'),
    gte(transactionsView.createdAt, window.from),
    lt(transactionsView.createdAt, window.to),
  );
  const net = sql<string>`coalesce(sum(${transactionsView.amountCents} - ${transactionsView.refundedCents}), 0)`;
  const [byBucket, byMethod] = await Promise.all([
    ctx.db
      .select({ label: bucket, n: sql<string>`count(*)`, cents: net })
      .from(transactionsView)
      .where(paidInWindow)
      .groupBy(bucket),
    ctx.db
      .select({ method: transactionsView.method, n: sql<string>`count(*)`, cents: net })
      .from(transactionsView)
      .where(paidInWindow)
      .groupBy(transactionsView.method),
  ]);

  const found = new Map(byBucket.map((b) => [b.label, b]));
  const labels: string[] = [];
  const step = period === 'day' ? HOUR : 24 * HOUR;
  for (let t = window.from.getTime(); t < window.to.getTime(); t += step) {
    const label = labelOf(new Date(t), period);
    if (!labels.includes(label)) labels.push(label);
  }
  const last = labelOf(now, period);
  if (!labels.includes(last)) labels.push(last);
  const series = labels.map((label) => {
    const b = found.get(label);
    const cents = Number(b?.cents ?? 0);
    return { label, count: Number(b?.n ?? 0), receitaCents: cents, receita: centsToReais(cents) };
  });
  const metodos = byMethod.map((m) => {
    const cents = Number(m.cents);
    return { method: m.method, count: Number(m.n), receitaCents: cents, receita: centsToReais(cents) };
  });
  const totalVendas = metodos.reduce((s, m) => s + m.count, 0);
  const receitaTotalCents = metodos.reduce((s, m) => s + m.receitaCents, 0);
  const ticketMedioCents = totalVendas === 0 ? 0 : Math.round(receitaTotalCents / totalVendas);
  return {
    seller: { id: seller.id, nome: seller.nome, email: seller.email, marketplaceId: seller.marketplaceId },
    period,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    totalVendas,
    receitaTotal: centsToReais(receitaTotalCents),
    receitaTotalCents,
    ticketMedio: centsToReais(ticketMedioCents),
    ticketMedioCents,
    series,
    metodos,
  };
}
