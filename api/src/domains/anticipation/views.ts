import type { Anticipation } from '@pagora/shared/contracts';
import type { AnticipationRow } from './tables';

/** A row as the contract shows it: the figures are the provider's once it named them, the quote's before. */
export const anticipationView = (row: AnticipationRow): Anticipation => ({
  id: row.id,
  sellerId: row.sellerId,
  status: row.status,
  refusalReason: row.refusalReason,
  valor: row.requestedCents,
  de: row.expectedFrom,
  ate: row.expectedTo,
  grossCents: row.grossCents,
  feeCents: row.feeCents,
  netCents: row.netCents,
  prepaymentDate: row.prepaymentDate,
  receivables: row.receivables,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt ? row.paidAt.toISOString() : null,
});
