import { lazy, Suspense, useMemo } from 'react';
import { formatBRL, formatDate } from '@pagora/shared';
import { EmptyState, Spinner, StatusBadge } from '@pagora/shared/ui';
import { groupByMonth, nextTwelveMonths, type Receivable } from './receivables-months';
import styles from './payouts.module.css';

const ReceivablesChart = lazy(() => import('./receivables-chart'));

export type AnticipatedDay = Receivable & { feeCents: number };

/** Receivables an antecipação paid early (issue 38): on their date, 'Antecipado', with the fee taken. */
function AnticipatedDays({ days }: { days: readonly AnticipatedDay[] }) {
  return (
    <ul className={styles.days} aria-label="Recebíveis antecipados" tabIndex={0}>
      {days.map((d) => (
        <li key={d.date} className={styles.day}>
          <span>{formatDate(d.date)}</span>
          <StatusBadge tone="info" label="Antecipado" />
          <strong>{formatBRL(d.amountCents)}</strong>
          <span className={styles.muted}>Taxa {formatBRL(d.feeCents)}</span>
        </li>
      ))}
    </ul>
  );
}

/** 'Calendário de recebimentos': each settlement date with its amount, and the next 12 months as bars. */
export function ReceivablesCalendar({
  receivables,
  anticipated = [],
}: {
  receivables: readonly Receivable[];
  anticipated?: readonly AnticipatedDay[];
}) {
  const groups = useMemo(() => groupByMonth(receivables), [receivables]);
  const months = useMemo(() => nextTwelveMonths(receivables), [receivables]);
  if (groups.length === 0 && anticipated.length === 0) {
    return (
      <EmptyState
        title="Nenhum valor a receber"
        description="As próximas vendas aparecem aqui na data em que ficam disponíveis."
      />
    );
  }
  return (
    <div className={styles.calendar}>
      {/* The list scrolls past 20rem: in the tab order, so a keyboard can scroll it (axe, issue 41). */}
      <ul className={styles.days} aria-label="Recebimentos por data" tabIndex={0}>
        {groups.map((g) => (
          <li key={g.month}>
            <h3>{g.month}</h3>
            <ul className={styles.monthDays}>
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
      {anticipated.length > 0 ? <AnticipatedDays days={anticipated} /> : null}
      <Suspense fallback={<Spinner centered label="Carregando gráfico..." />}>
        <ReceivablesChart months={months} />
      </Suspense>
    </div>
  );
}
