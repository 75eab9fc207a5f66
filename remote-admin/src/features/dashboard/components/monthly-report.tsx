import type { UseQueryResult } from '@tanstack/react-query';
import { formatBRL } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import type { MonthlyRow } from '@pagora/shared/contracts';
import { Card, DataCard, DataList, ErrorState, Spinner, type DataColumn } from '@pagora/shared/ui';
import { LazyMonthlyLineChart } from '../../../components/charts';
import styles from './dashboard.module.css';

const money = (pick: (r: MonthlyRow) => number) => (r: MonthlyRow) => formatBRL(pick(r));

const COLUMNS: readonly DataColumn<MonthlyRow>[] = [
  { key: 'month', header: 'Mês', render: (r) => r.month },
  // Every attempt's amount: 'Aprovadas' is what was billed (issue 20), the total would repeat it.
  {
    key: 'attempted',
    header: 'Movimentado',
    render: money((r) => r.attemptedCents),
    className: styles.amount,
  },
  { key: 'completed', header: 'Aprovadas', render: money((r) => r.completedCents), className: styles.amount },
  { key: 'pending', header: 'Pendentes', render: money((r) => r.pendingCents), className: styles.amount },
  { key: 'declined', header: 'Recusadas', render: money((r) => r.declinedCents), className: styles.amount },
  // Issue 36: sales the payer's bank contests or took back, apart from the declined.
  { key: 'disputed', header: 'Em disputa', render: money((r) => r.disputedCents), className: styles.amount },
  {
    key: 'chargeback',
    header: 'Chargeback',
    render: money((r) => r.chargebackCents),
    className: styles.amount,
  },
  { key: 'count', header: 'Transações', render: (r) => r.count },
];

function MonthCard({ row }: { row: MonthlyRow }) {
  return (
    <DataCard
      title={row.month}
      subtitle={`${row.count} transações`}
      fields={COLUMNS.slice(1, -1).map((c) => ({ label: c.header, value: c.render(row) }))}
    />
  );
}

/** The second variant's 12-month report (spec 000 "Dashboard"): a line chart over a table. */
export function MonthlyReport({ report }: { report: UseQueryResult<MonthlyRow[]> }) {
  const rows = report.data ?? [];
  let body;
  if (report.isPending) body = <Spinner centered label="Carregando relatório..." />;
  else if (report.isError && !report.data)
    body = (
      <ErrorState
        message={messageOf(report.error, 'Não foi possível carregar o relatório mensal.')}
        onRetry={() => void report.refetch()}
      />
    );
  else
    body = (
      <div className={styles.section}>
        <LazyMonthlyLineChart rows={rows} label="Faturamento mensal dos últimos 12 meses" />
        <DataList
          items={rows}
          columns={COLUMNS}
          getKey={(r) => r.month}
          renderCard={(r) => <MonthCard row={r} />}
          caption="Relatório mensal"
          empty={{ title: 'Nenhum dado no período' }}
        />
      </div>
    );
  return <Card title="Relatório Mensal - Últimos 12 Meses">{body}</Card>;
}
