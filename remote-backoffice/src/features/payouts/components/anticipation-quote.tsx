import { formatBRL, formatDate } from '@pagora/shared';
import type { AnticipationQuote } from '@pagora/shared/contracts';
import { StatCard, StatGrid } from '@pagora/shared/ui';
import styles from './payouts.module.css';

/** A quote as the provider gave it: what is anticipated, its fee, what arrives and when. */
export function AnticipationFigures({ quote }: { quote: AnticipationQuote }) {
  return (
    <div className={styles.panel}>
      <StatGrid>
        <StatCard title="Valor antecipado" value={formatBRL(quote.grossCents)} />
        <StatCard title="Taxa de antecipação" value={formatBRL(quote.feeCents)} tone="warning" />
        <StatCard title="Você recebe" value={formatBRL(quote.netCents)} tone="success" />
      </StatGrid>
      <p>O dinheiro chega em {formatDate(quote.prepaymentDate)}</p>
      <ul className={styles.days} aria-label="Recebíveis antecipados">
        {quote.receivables.map((r) => (
          <li key={r.receivableId} className={styles.day}>
            <span>{formatDate(r.expectedOn)}</span>
            <strong>{formatBRL(r.amountCents)}</strong>
            <span className={styles.muted}>Taxa {formatBRL(r.feeCents)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
