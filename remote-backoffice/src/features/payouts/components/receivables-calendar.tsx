import { lazy, Suspense, useMemo } from 'react';
import { formatBRL, formatDate } from '@pagora/shared';
import { EmptyState, Spinner } from '@pagora/shared/ui';
import { groupByMonth, nextTwelveMonths, type Receivable } from './receivables-months';
import styles from './payouts.module.css';

const ReceivablesChart = lazy(() => import('./receivables-chart'));

/** 'Calendário de recebimentos': each settlement date with its amount, and the next 12 months as bars. */
export function ReceivablesCalendar({ receivables }: { receivables: readonly Receivable[] }) {
  const groups = useMemo(() => groupByMonth(receivables), [receivables]);
  const months = useMemo(() => nextTwelveMonths(receivables), [receivables]);
  if (groups.length === 0) {
    return (
      <EmptyState
        title="Nenhum valor a receber"
        description="As próximas vendas aparecem aqui na data em que ficam disponíveis."
      />
    );
  }
  return (
    <div className={styles.calendar}>
      <ul className={styles.days} aria-label="Recebimentos por data">
        {groups.map((g) => (
          <li key={g.month}>
            <h3>{g.month}</h3>
            <ul className={styles.days}>
              {g.days.map((d) => (
                <li key={d.date} className={styles.day}>
                  <span>{formatDate(d.date)}</span>
                  <strong>{formatBRL(d.amountCents)}</strong>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <Suspense fallback={<Spinner centered label="Carregando gráfico..." />}>
        <ReceivablesChart months={months} />
      </Suspense>
    </div>
  );
}
