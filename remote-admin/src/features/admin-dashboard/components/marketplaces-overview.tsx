import { useMemo } from 'react';
import { formatBRL } from '@pagora/shared';
import type { MarketplaceSummary } from '@pagora/shared/contracts';
import { Card, DataCard, DataList, StatusBadge, type DataColumn } from '@pagora/shared/ui';
import { LazyDoughnutChart, type ChartSlice } from '../../../components/charts';
import styles from './admin-dashboard.module.css';

// Enough distinct hues for a handful of marketplaces; more than that repeat, the legend tells them apart.
const PALETTE = ['#4f46e5', '#0ea5e9', '#16a34a', '#f59e0b', '#dc2626', '#9333ea', '#db2777', '#0d9488'];

const statusBadge = (m: MarketplaceSummary) =>
  m.cliente.status === 'ativo' ? (
    <StatusBadge tone="success" label="Ativo" />
  ) : (
    <StatusBadge label="Inativo" />
  );

const COLUMNS: readonly DataColumn<MarketplaceSummary>[] = [
  { key: 'nome', header: 'Marketplace', render: (m) => m.cliente.nome },
  { key: 'vendedores', header: 'Vendedores', render: (m) => m.quantidade_vendedores },
  {
    key: 'faturado',
    header: 'Total Faturado',
    render: (m) => formatBRL(m.total_faturado_cents),
    className: styles.amount,
  },
  { key: 'status', header: 'Status', render: statusBadge },
];

function MarketplaceCard({ m }: { m: MarketplaceSummary }) {
  return (
    <DataCard
      title={m.cliente.nome}
      badge={statusBadge(m)}
      fields={[
        { label: 'Vendedores', value: m.quantidade_vendedores },
        { label: 'Total Faturado', value: formatBRL(m.total_faturado_cents) },
      ]}
    />
  );
}

/** 'Receita por Marketplace' and 'Visão Geral de Marketplaces'. */
export function MarketplacesOverview({ marketplaces }: { marketplaces: readonly MarketplaceSummary[] }) {
  const slices = useMemo<ChartSlice[]>(
    () =>
      marketplaces.map((m, i) => ({
        label: m.cliente.nome,
        value: m.total_faturado_cents,
        color: PALETTE[i % PALETTE.length] ?? '#4f46e5',
      })),
    [marketplaces],
  );
  return (
    <div className={styles.panels}>
      <Card title="Receita por Marketplace">
        <LazyDoughnutChart
          label="Receita por Marketplace"
          slices={slices}
          formatValue={formatBRL}
          emptyText="Nenhum faturamento registrado."
        />
      </Card>
      <Card title="Visão Geral de Marketplaces">
        <DataList
          items={marketplaces}
          columns={COLUMNS}
          getKey={(m) => m.id}
          renderCard={(m) => <MarketplaceCard m={m} />}
          caption="Visão Geral de Marketplaces"
          empty={{ title: 'Nenhum marketplace cadastrado' }}
        />
      </Card>
    </div>
  );
}
