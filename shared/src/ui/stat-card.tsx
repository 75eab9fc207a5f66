import { useId, type ReactNode } from 'react';
import styles from './stat.module.css';
import { toneClass, type Tone } from './tone';

export interface StatCardProps {
  title: string;
  /** Already formatted, e.g. formatBRL(cents) or a count. */
  value: ReactNode;
  /** Under the value: a sub-value or an explanation ('12 transações', '45% do total'). */
  hint?: ReactNode;
  /** Colours the card's side bar; the value stays dark for contrast. Default 'neutral'. */
  tone?: Tone;
  icon?: ReactNode;
}

/** One figure on a dashboard or summary row; a group named by its title for screen readers. */
export function StatCard({ title, value, hint, tone = 'neutral', icon }: StatCardProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={`${styles.stat} ${toneClass(tone)}`}>
      <div className={styles.statHead}>
        <p id={titleId} className={styles.statTitle}>
          {title}
        </p>
        {icon ? <span aria-hidden="true">{icon}</span> : null}
      </div>
      <p className={styles.statValue}>{value}</p>
      {hint ? <p className={styles.statHint}>{hint}</p> : null}
    </div>
  );
}

/** Lays StatCards out in as many columns as fit. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <div className={styles.statGrid}>{children}</div>;
}
