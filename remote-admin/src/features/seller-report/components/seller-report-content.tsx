import { useMemo } from 'react';
import { REPORT_PERIOD_CARD_LABELS, formatBRL, paymentMethodLabel } from '@pagora/shared';
import type { SellerReport } from '@pagora/shared/contracts';
import { Card, StatCard, StatGrid } from '@pagora/shared/ui';
import { LazyPieChart, LazySalesLineChart, type ChartSlice } from '../../../components/charts';
import styles from './seller-report.module.css';

const METHOD_COLORS = ['#4f46e5', '#10b981', '#f59e0b', '#ef4444', '#06b6d4', '#8b5cf6'];

/**
 * The four cards, the sales line of the period and the payment-method pie (spec 001 section 2.2:
 * a pie, not the dashboards' ring) of one seller's report.
 */
export function SellerReportContent({ report }: { report: SellerReport }) {
  const slices = useMemo<ChartSlice[]>(
    () =>
      report.metodos.map((m, i) => ({
        label: paymentMethodLabel(m.method),
        value: m.count,
        color: METHOD_COLORS[i % METHOD_COLORS.length] ?? '#4f46e5',
      })),
    [report.metodos],
  );
  return (
    <>
      <StatGrid>
        <StatCard title="Total de Vendas" value={report.totalVendas} tone="info" />
        <StatCard title="Receita Total" value={formatBRL(report.receitaTotalCents)} tone="success" />
        <StatCard title="Ticket Médio" value={formatBRL(report.ticketMedioCents)} />
        <StatCard title="Período" value={REPORT_PERIOD_CARD_LABELS[report.period]} />
      </StatGrid>
      <div className={styles.columns}>
        <Card title="Vendas no Período">
          <LazySalesLineChart
            points={report.series}
            xTitle={report.period === 'day' ? 'Hora' : 'Dia'}
            label="Vendas no Período"
          />
        </Card>
        <Card title="Métodos de Pagamento">
          <LazyPieChart label="Métodos de Pagamento" slices={slices} />
        </Card>
      </div>
    </>
  );
}
