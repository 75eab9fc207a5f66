import type { ReactNode } from 'react';
import { formatBRL } from '@pagora/shared';
import { Card } from '@pagora/shared/ui';
import { monthName, percentText, signedPercentText } from '../../../components/charts';
import type { MonthlySummary } from '../monthly-summary';
import styles from './admin-dashboard.module.css';

function Trend({ label, value, hint }: { label: string; value: string; hint?: ReactNode }) {
  return (
    <div className={styles.trend}>
      <dt>{label}</dt>
      <dd>
        {value}
        {hint ? <span className={styles.trendHint}>{hint}</span> : null}
      </dd>
    </div>
  );
}

/** 'Análise de Tendências': growth first to last active month, best month, success rate. */
export function TrendsPanel({ summary: s }: { summary: MonthlySummary }) {
  return (
    <Card title="Análise de Tendências">
      <dl className={styles.trends}>
        {s.growth ? (
          <Trend
            label="Crescimento Médio"
            value={signedPercentText(s.growth.percent)}
            hint={`De ${monthName(s.growth.from.month)} a ${monthName(s.growth.to.month)}`}
          />
        ) : (
          <Trend label="Crescimento Médio" value="Dados insuficientes" />
        )}
        {s.best ? (
          <Trend
            label="Melhor Performance"
            value={monthName(s.best.month)}
            hint={`${formatBRL(s.best.completedCents)} em transações completas`}
          />
        ) : (
          <Trend label="Melhor Performance" value="—" hint="Sem transações completas" />
        )}
        <Trend
          label="Taxa de Sucesso"
          value={percentText(s.completedCount, s.count)}
          hint={`${s.completedCount} de ${s.count} transações`}
        />
      </dl>
    </Card>
  );
}
