import { centsToDecimalString } from '@pagora/shared';
import type {
  AnswerOf,
  MarketplaceSummary,
  MonthlyRow,
  transactionsContract,
  marketplacesContract,
} from '@pagora/shared/contracts';

// The 12-month report, the marketplaces and the list summary as the API sends them, typed by the
// contracts (the client parses them with the same schemas).

const MONTHS = [
  '04/2025',
  '05/2025',
  '06/2025',
  '07/2025',
  '08/2025',
  '09/2025',
  '10/2025',
  '11/2025',
  '12/2025',
  '01/2026',
  '02/2026',
  '03/2026',
];

type Group = 'completed' | 'pending' | 'declined' | 'disputed' | 'chargeback';

/** A month from its cents and counts per group, as the API sends it: billed (total) is what was paid. */
export function monthRow(
  month: string,
  cents: Partial<Record<Group, number>> = {},
  counts: Partial<Record<Group, number>> = {},
): MonthlyRow {
  const completedCents = cents.completed ?? 0;
  const pendingCents = cents.pending ?? 0;
  const declinedCents = cents.declined ?? 0;
  const disputedCents = cents.disputed ?? 0;
  const chargebackCents = cents.chargeback ?? 0;
  const attemptedCents = completedCents + pendingCents + declinedCents + disputedCents + chargebackCents;
  const reais = (c: number) => Number(centsToDecimalString(c));
  const completedCount = counts.completed ?? 0;
  const pendingCount = counts.pending ?? 0;
  const declinedCount = counts.declined ?? 0;
  const disputedCount = counts.disputed ?? 0;
  const chargebackCount = counts.chargeback ?? 0;
  return {
    month,
    total: reais(completedCents),
    totalCents: completedCents,
    attempted: reais(attemptedCents),
    attemptedCents,
    completed: reais(completedCents),
    completedCents,
    pending: reais(pendingCents),
    pendingCents,
    declined: reais(declinedCents),
    declinedCents,
    disputed: reais(disputedCents),
    disputedCents,
    chargeback: reais(chargebackCents),
    chargebackCents,
    count: completedCount + pendingCount + declinedCount + disputedCount + chargebackCount,
    completedCount,
    pendingCount,
    declinedCount,
    disputedCount,
    chargebackCount,
  };
}

/** Twelve months, oldest first, all empty except those given by key. */
export function monthlyRows(active: Record<string, MonthlyRow> = {}): MonthlyRow[] {
  return MONTHS.map((m) => active[m] ?? monthRow(m));
}

export type MonthlyAnswer = AnswerOf<typeof transactionsContract.monthly>;
export const monthlyAnswer = (rows: MonthlyRow[]): MonthlyAnswer => ({ dados: rows });

/**
 * Three active months: 06/2025 R$ 1.000,00 (all completed, 4 tx), 11/2025 R$ 3.000,00 (R$ 2.000,00
 * completed in 2 tx, R$ 500,00 pending in 1, R$ 500,00 declined in 1), 03/2026 R$ 1.500,00
 * (R$ 1.500,00 completed in 3 tx). Period: R$ 5.500,00, 11 tx, 9 completed for R$ 4.500,00.
 */
export function demoMonthlyRows(): MonthlyRow[] {
  return monthlyRows({
    '06/2025': monthRow('06/2025', { completed: 100_000 }, { completed: 4 }),
    '11/2025': monthRow(
      '11/2025',
      { completed: 200_000, pending: 50_000, declined: 50_000 },
      { completed: 2, pending: 1, declined: 1 },
    ),
    '03/2026': monthRow('03/2026', { completed: 150_000 }, { completed: 3 }),
  });
}

export const MARKETPLACE_IDS = [
  '6f1c1a52-0000-4000-8000-000000000001',
  '6f1c1a52-0000-4000-8000-000000000002',
];

export function demoMarketplace(n: 1 | 2, overrides: Partial<MarketplaceSummary> = {}): MarketplaceSummary {
  const cents = n === 1 ? 1_234_567 : 500_000;
  return {
    id: MARKETPLACE_IDS[n - 1] ?? '',
    cliente: {
      id: `user-mk-${n}`,
      nome: n === 1 ? 'Loja Alfa' : 'Loja Beta',
      email: `mk${n}@pagora.demo`,
      status: n === 1 ? 'ativo' : 'inativo',
    },
    quantidade_vendedores: n === 1 ? 7 : 3,
    total_faturado: Number(centsToDecimalString(cents)),
    total_faturado_cents: cents,
    ...overrides,
  };
}

export type MarketplacesAnswer = AnswerOf<typeof marketplacesContract.list>;

/** One page of GET /api/marketplaces (the whole list in one page unless told). */
export function marketplacesPage(
  dados: MarketplaceSummary[],
  { total = dados.length, page = 1, pageSize = 500 } = {},
): MarketplacesAnswer {
  return { dados, total, page, pageSize };
}
export type TransactionListAnswer = AnswerOf<typeof transactionsContract.list>;

export function transactionCountAnswer(count: number): TransactionListAnswer {
  return {
    transactions: { transacoes: [] },
    total: count,
    page: 1,
    pageSize: 1,
    summary: { count, receitaCents: 0, receita: 0, countCapped: false },
  };
}
