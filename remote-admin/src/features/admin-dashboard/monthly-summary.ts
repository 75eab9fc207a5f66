import { sumCents, type Cents } from '@pagora/shared';
import type { MonthlyRow } from '@pagora/shared/contracts';
import { averageCents } from '../../components/charts';

/**
 * The 'Faturamento Mensal - Últimos 12 Meses' figures, in integer cents and counts. Billed means
 * paid (net of refunds) on every card and line, as on 'Total Faturado' above them (issue 20); the
 * attempts' amount (paid + pending + declined + disputed + charged back) is only the base of the
 * shares.
 */
export interface MonthlySummary {
  billedCents: Cents;
  attemptedCents: Cents;
  completedCents: Cents;
  pendingCents: Cents;
  declinedCents: Cents;
  /** Issue 36: held by a dispute, and taken back by a chargeback, apart from the declined. */
  disputedCents: Cents;
  chargebackCents: Cents;
  count: number;
  completedCount: number;
  pendingCount: number;
  declinedCount: number;
  disputedCount: number;
  chargebackCount: number;
  /** Completed cents per completed transaction; null without completed transactions. */
  averageTicketCents: Cents | null;
  /** Highest billed month (null when nothing was paid). */
  biggest: MonthlyRow | null;
  /** Smallest billed month above zero. */
  smallest: MonthlyRow | null;
  /** Highest completed amount ('Melhor Performance'). */
  best: MonthlyRow | null;
  /** First to last billed month; null with fewer than two such months. */
  growth: { percent: number; from: MonthlyRow; to: MonthlyRow } | null;
}

// sumCents also guards the counts: each must be a safe integer, and so must their sum.
const sum = (rows: readonly MonthlyRow[], pick: (r: MonthlyRow) => number): number =>
  sumCents(rows.map(pick));

/** The row with the highest `pick` above zero; ties keep the earlier month. */
function highest(rows: readonly MonthlyRow[], pick: (r: MonthlyRow) => number): MonthlyRow | null {
  return rows.reduce<MonthlyRow | null>((top, r) => (pick(r) > (top ? pick(top) : 0) ? r : top), null);
}

export function summarizeMonths(rows: readonly MonthlyRow[]): MonthlySummary {
  const completedCents = sum(rows, (r) => r.completedCents);
  const completedCount = sum(rows, (r) => r.completedCount);
  const moving = rows.filter((r) => r.completedCents > 0);
  const smallest = moving.reduce<MonthlyRow | null>(
    (low, r) => (!low || r.completedCents < low.completedCents ? r : low),
    null,
  );
  const from = moving[0];
  const to = moving[moving.length - 1];
  return {
    billedCents: completedCents,
    attemptedCents: sum(
      rows,
      (r) => r.completedCents + r.pendingCents + r.declinedCents + r.disputedCents + r.chargebackCents,
    ),
    completedCents,
    pendingCents: sum(rows, (r) => r.pendingCents),
    declinedCents: sum(rows, (r) => r.declinedCents),
    disputedCents: sum(rows, (r) => r.disputedCents),
    chargebackCents: sum(rows, (r) => r.chargebackCents),
    count: sum(rows, (r) => r.count),
    completedCount,
    pendingCount: sum(rows, (r) => r.pendingCount),
    declinedCount: sum(rows, (r) => r.declinedCount),
    disputedCount: sum(rows, (r) => r.disputedCount),
    chargebackCount: sum(rows, (r) => r.chargebackCount),
    averageTicketCents: averageCents(completedCents, completedCount),
    biggest: highest(rows, (r) => r.completedCents),
    smallest,
    best: highest(rows, (r) => r.completedCents),
    growth:
      from && to && moving.length >= 2
        ? { percent: ((to.completedCents - from.completedCents) * 100) / from.completedCents, from, to }
        : null,
  };
}
