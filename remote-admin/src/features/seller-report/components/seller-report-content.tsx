import { useMemo } from 'react';
import { REPORT_PERIOD_CARD_LABELS, formatBRL, paymentMethodLabel } from '@pagora/shared';
import type { SellerReport } from '@pagora/shared/contracts';
import { Card, StatCard, StatGrid } from '@pagora/shared/ui';
import { LazyDoughnutChart, type ChartSlice } from '../../charts';
import styles from './seller-report.module.css';

const METHOD_COLORS = ['#4f46e5', '#10b981', '#f59e0b', '#ef4444', '#06b6d4', '#8b5cf6'];

/** The four cards, the sales of the period and the payment methods of one seller's report. */
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
        {/*
          The shared line chart draws the dashboards' 12-month rows (four status series); the
          report's series is one line of sales per hour or day, so it is listed as a table here.
        */}
        <Card title="Vendas no Período">
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.srOnly}>Vendas no período</caption>
              <thead>
                <tr>
                  <th scope="col">{report.period === 'day' ? 'Hora' : 'Dia'}</th>
                  <th scope="col">Vendas</th>
                  <th scope="col">Receita</th>
                </tr>
              </thead>
              <tbody>
                {report.series.map((point) => (
                  <tr key={point.label}>
                    <td>{point.label}</td>
                    <td>{point.count}</td>
                    <td>{formatBRL(point.receitaCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
        <Card title="Métodos de Pagamento">
          <LazyDoughnutChart label="Métodos de Pagamento" slices={slices} />
        </Card>
      </div>
    </>
  );
}
