import { useMemo } from 'react';
import { messageOf } from '@pagora/shared/client';
import type { MarketplaceSummary, MonthlyRow } from '@pagora/shared/contracts';
import { Card, ErrorState, SelectFilter, Spinner } from '@pagora/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { LazyDoughnutChart, LazyMonthlyLineChart, statusSlices } from '../../../components/charts';
import { summarizeMonths } from '../monthly-summary';
import styles from './admin-dashboard.module.css';
import { MonthlyCards } from './monthly-cards';
import { TrendsPanel } from './trends-panel';

export interface MonthlySectionProps {
  report: UseQueryResult<MonthlyRow[]>;
  marketplaces: readonly MarketplaceSummary[];
  /** '' for every marketplace. */
  marketplaceId: string;
  onMarketplace: (id: string) => void;
}

function MonthlyBody({ rows }: { rows: readonly MonthlyRow[] }) {
  const summary = useMemo(() => summarizeMonths(rows), [rows]);
  const slices = useMemo(
    () =>
      statusSlices({
        completed: summary.completedCount,
        pending: summary.pendingCount,
        declined: summary.declinedCount,
        disputed: summary.disputedCount,
        chargeback: summary.chargebackCount,
      }),
    [summary],
  );
  return (
    <>
      <MonthlyCards summary={summary} />
      <Card title="Faturamento por Mês">
        <LazyMonthlyLineChart rows={rows} label="Faturamento mensal dos últimos 12 meses" />
      </Card>
      <div className={styles.panels}>
        <Card title="Status das Transações">
          <LazyDoughnutChart label="Status das Transações" slices={slices} />
        </Card>
        <TrendsPanel summary={summary} />
      </div>
    </>
  );
}

/** 'Faturamento Mensal - Últimos 12 Meses', for every marketplace or the one picked. */
export function MonthlySection({ report, marketplaces, marketplaceId, onMarketplace }: MonthlySectionProps) {
  const options = useMemo(
    () => [
      { value: '', label: 'Todos os marketplaces' },
      ...marketplaces.map((m) => ({ value: m.id, label: m.cliente.nome })),
    ],
    [marketplaces],
  );
  let body;
  if (report.isPending) body = <Spinner centered label="Carregando faturamento mensal..." />;
  else if (report.isError && !report.data)
    body = (
      <ErrorState
        message={messageOf(report.error, 'Não foi possível carregar o faturamento mensal.')}
        onRetry={() => void report.refetch()}
      />
    );
  else body = <MonthlyBody rows={report.data} />;

  return (
    <section className={styles.section} aria-labelledby="admin-monthly-title">
      <div className={styles.sectionHead}>
        <h2 id="admin-monthly-title" className={styles.sectionTitle}>
          Faturamento Mensal - Últimos 12 Meses
        </h2>
        <SelectFilter label="Marketplace" value={marketplaceId} onChange={onMarketplace} options={options} />
      </div>
      {body}
    </section>
  );
}
