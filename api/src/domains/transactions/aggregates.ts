import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { centsToReais, statusGroup } from '@pagora/shared';
import type { DashboardStats, MonthlyRow, TransactionFilters } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { transactionsView } from '../payments';
import { currentMonth, lastMonths, previousMonth, type Month } from './months';
import type { TxScope } from './scope';
import { rollupSource } from './rollup-source';

/** Rollup cells: one Sao Paulo month, status and method, summed over the scope. */
export type Cell = {
  month: string;
  status: string;
  method: string;
  count: number;
  amountCents: number;
  refundedCents: number;
};

/**
 * Cells for `months` in the caller's scope. Sellers and marketplaces read a rollup the triggers
 * keep (ADR 005), the coarsest that answers the scope (rollup-source.ts); a customer's scope (by
 * payer e-mail) is small and read from the transactions.
 */
export async function cellsFor(
  db: Db,
  scope: TxScope,
  months: Month[],
  extra?: { status?: string; method?: string },
): Promise<Cell[]> {
  const first = months[0]?.date;
  const last = months[months.length - 1]?.date;
  if (!first || !last) return [];
  if (scope.payerEmail) {
    const month = sql<string>`to_char(tx_month(${transactionsView.createdAt}), 'YYYY-MM-DD')`;
    const rows = await db
      .select({
        month,
        status: transactionsView.status,
        method: transactionsView.method,
        count: sql<string>`count(*)`,
        amount: sql<string>`sum(${transactionsView.amountCents})`,
        refunded: sql<string>`sum(${transactionsView.refundedCents})`,
      })
      .from(transactionsView)
      .where(
        and(
          sql`lower(${transactionsView.payerEmail}) = lower(${scope.payerEmail})`,
          sql`tx_month(${transactionsView.createdAt}) BETWEEN ${first}::date AND ${last}::date`,
          extra?.status ? eq(transactionsView.status, extra.status as 'pago') : undefined,
          extra?.method ? eq(transactionsView.method, extra.method as 'pix') : undefined,
        ),
      )
      .groupBy(month, transactionsView.status, transactionsView.method);
    return rows.map(toCell);
  }
  const { table, cols, scopeWhere } = rollupSource(scope);
  const rows = await db
    .select({
      month: sql<string>`to_char(${cols.month}, 'YYYY-MM-DD')`,
      status: cols.status,
      method: cols.method,
      count: sql<string>`sum(${cols.txCount})`,
      amount: sql<string>`sum(${cols.amountCents})`,
      refunded: sql<string>`sum(${cols.refundedCents})`,
    })
    .from(table)
    .where(
      and(
        scopeWhere,
        gte(cols.month, first),
        lte(cols.month, last),
        extra?.status ? eq(cols.status, extra.status) : undefined,
        extra?.method ? eq(cols.method, extra.method) : undefined,
      ),
    )
    .groupBy(cols.month, cols.status, cols.method);
  return rows.map(toCell);
}

const toCell = (r: {
  month: string;
  status: string;
  method: string;
  count: string;
  amount: string;
  refunded: string;
}): Cell => ({
  month: r.month,
  status: r.status,
  method: r.method,
  count: Number(r.count),
  amountCents: Number(r.amount),
  refundedCents: Number(r.refunded),
});

/** Paid revenue is what stayed paid: the amount of `pago` minus what was refunded of it. */
/** Paid, net of refunds: the one revenue of every card (a search's rows too, search-page.ts). */
export const revenueOf = (cells: Pick<Cell, 'status' | 'amountCents' | 'refundedCents'>[]) =>
  cells.reduce((sum, c) => (c.status === 'pago' ? sum + c.amountCents - c.refundedCents : sum), 0);

/**
 * The 12-month report, oldest first, empty months included. Groups follow the spec's second
 * dashboard variant; a refunded part of a paid charge counts as declined, so completed + pending
 * + declined + disputed + chargeback = attempted, to the cent. `total` is what was billed, paid net
 * of refunds: 'Total Faturado' means paid on every screen (issue 20), never the attempts. A sale in
 * dispute or charged back is its own group (issue 36): not revenue, and never a decline.
 */
export function monthlyReport(cells: Cell[], months: Month[]): MonthlyRow[] {
  return months.map((m) => {
    const acc = { total: 0, count: 0, ...emptyGroups() };
    for (const c of cells) {
      const group = statusGroup(c.status);
      // An expired PIX code is an abandoned attempt: not billed, pending nor declined (issue 20).
      if (c.month !== m.date || group === 'expired') continue;
      acc.total += c.amountCents;
      acc.count += c.count;
      if (group === 'pending' || group === 'declined') {
        acc[group].cents += c.amountCents;
        acc[group].count += c.count;
      } else {
        // A sale that happened: what was refunded of it is declined, the rest is its group's.
        acc[group].cents += c.amountCents - c.refundedCents;
        acc[group].count += c.count;
        acc.declined.cents += c.refundedCents;
      }
    }
    const { completed, pending, declined, disputed, chargeback } = acc;
    return {
      month: m.key,
      total: centsToReais(completed.cents),
      totalCents: completed.cents,
      attempted: centsToReais(acc.total),
      attemptedCents: acc.total,
      completed: centsToReais(completed.cents),
      completedCents: completed.cents,
      pending: centsToReais(pending.cents),
      pendingCents: pending.cents,
      declined: centsToReais(declined.cents),
      declinedCents: declined.cents,
      disputed: centsToReais(disputed.cents),
      disputedCents: disputed.cents,
      chargeback: centsToReais(chargeback.cents),
      chargebackCents: chargeback.cents,
      count: acc.count,
      completedCount: completed.count,
      pendingCount: pending.count,
      declinedCount: declined.count,
      disputedCount: disputed.count,
      chargebackCount: chargeback.count,
    };
  });
}

const emptyGroups = () => ({
  completed: { cents: 0, count: 0 },
  pending: { cents: 0, count: 0 },
  declined: { cents: 0, count: 0 },
  disputed: { cents: 0, count: 0 },
  chargeback: { cents: 0, count: 0 },
});

/** Spec 000 "Stats", first variant: the current calendar month. */
export async function monthStats(db: Db, scope: TxScope, now: Date = new Date()): Promise<DashboardStats> {
  const cells = await cellsFor(db, scope, [currentMonth(now)]);
  const count = (pred: (status: string) => boolean) =>
    cells.reduce((n, c) => (pred(c.status) ? n + c.count : n), 0);
  const left = (status: string) =>
    cells.reduce((n, c) => (c.status === status ? n + c.amountCents - c.refundedCents : n), 0);
  const revenue = revenueOf(cells);
  return {
    totalTransactions: count((s) => s !== 'expirada'),
    completed: count((s) => s === 'pago'),
    pending: count((s) => s === 'pendente' || s === 'pendente_pix'),
    declined: count((s) => s === 'falha' || s === 'rejeitada'),
    refunded: count((s) => s === 'estornada'),
    disputed: count((s) => s === 'em_disputa'),
    chargeback: count((s) => s === 'chargeback'),
    disputedCents: left('em_disputa'),
    chargebackCents: left('chargeback'),
    totalAmount: centsToReais(revenue),
    totalAmountCents: revenue,
  };
}

export async function twelveMonths(db: Db, scope: TxScope, now: Date = new Date()): Promise<MonthlyRow[]> {
  const months = lastMonths(12, now);
  return monthlyReport(await cellsFor(db, scope, months), months);
}

/**
 * The list's two cards from the rollup when the filters fall on whole months (no search, no late
 * queue, period all/month/lastMonth): exact, and cheap at any size. Null means: count the rows.
 */
export async function summaryFromRollup(
  db: Db,
  scope: TxScope,
  filters: TransactionFilters,
  now: Date = new Date(),
): Promise<{ count: number; revenueCents: number } | null> {
  if (scope.payerEmail || filters.q || filters.late === 'true') return null;
  const period = filters.period ?? 'all';
  const months =
    period === 'month'
      ? [currentMonth(now)]
      : period === 'lastMonth'
        ? [previousMonth(now)]
        : period === 'all'
          ? null
          : undefined;
  if (months === undefined) return null;
  const status = filters.status && filters.status !== 'all' ? filters.status : undefined;
  const method = filters.method && filters.method !== 'all' ? filters.method : undefined;
  const { table, cols, scopeWhere } = rollupSource(scope);
  const [row] = await db
    .select({
      count: sql<string>`coalesce(sum(${cols.txCount}), 0)`,
      revenue: sql<string>`coalesce(sum(${cols.amountCents} - ${cols.refundedCents}) FILTER (WHERE ${cols.status} = 'pago'), 0)`,
    })
    .from(table)
    .where(
      and(
        scopeWhere,
        months
          ? inArray(
              cols.month,
              months.map((m) => m.date),
            )
          : undefined,
        status ? eq(cols.status, status) : undefined,
        method ? eq(cols.method, method) : undefined,
      ),
    );
  return { count: Number(row?.count ?? 0), revenueCents: Number(row?.revenue ?? 0) };
}
