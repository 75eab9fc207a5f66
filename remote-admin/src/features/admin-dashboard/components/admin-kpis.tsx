import { formatBRL, sumCents } from '@pagora/shared';
import type { MarketplaceSummary } from '@pagora/shared/contracts';
import { StatCard, StatGrid } from '@pagora/shared/ui';

export interface AdminKpisProps {
  marketplaces: readonly MarketplaceSummary[];
  /** From the transaction list's summary; null while it loads or when it failed. */
  transactionCount: number | null;
}

/** Total Faturado, Marketplaces, Total Vendedores, Total de Transações (spec 000 "Admin dashboard"). */
export function AdminKpis({ marketplaces, transactionCount }: AdminKpisProps) {
  const revenueCents = sumCents(marketplaces.map((m) => m.total_faturado_cents));
  const sellers = sumCents(marketplaces.map((m) => m.quantidade_vendedores));
  return (
    <StatGrid>
      <StatCard title="Total Faturado" value={formatBRL(revenueCents)} tone="success" />
      <StatCard title="Marketplaces" value={marketplaces.length} tone="info" />
      <StatCard title="Total Vendedores" value={sellers} tone="info" />
      <StatCard title="Total de Transações" value={transactionCount ?? '—'} />
    </StatGrid>
  );
}
