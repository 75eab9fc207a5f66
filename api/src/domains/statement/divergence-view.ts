import type { ReconciliationDivergence } from '@pagora/shared/contracts';
import type { DivergenceRow } from './tables';

export const divergenceView = (row: DivergenceRow): ReconciliationDivergence => ({
  kind: 'conciliacao',
  id: row.id,
  sellerId: row.sellerId,
  marketplaceId: row.marketplaceId,
  day: row.day,
  ourCents: row.ourCents,
  theirCents: row.theirCents,
  differenceCents: row.theirCents - row.ourCents,
  objects: row.objects,
  status: row.status,
  detectedAt: row.detectedAt.toISOString(),
  checkedAt: row.checkedAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});
