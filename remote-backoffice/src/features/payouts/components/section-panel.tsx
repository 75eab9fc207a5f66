import type { ReactNode } from 'react';
import { RefreshButton } from '@pagora/shared/ui';
import styles from './payouts.module.css';

export interface SectionPanelProps {
  /** The heading's id, naming the section for screen readers. */
  id: string;
  title: string;
  /** Reload of the section's own data. */
  refresh?: { label: string; busy: boolean; onClick: () => void };
  /** The bar's buttons ('Adicionar conta'). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of 'Recebimentos': a title bar with its reload and buttons, then its content. */
export function SectionPanel({ id, title, refresh, actions, children }: SectionPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.bar}>
        <h2 id={id}>{title}</h2>
        <div className={styles.actions}>
          {refresh ? (
            <RefreshButton label={refresh.label} busy={refresh.busy} onClick={refresh.onClick} />
          ) : null}
          {actions}
        </div>
      </div>
      {children}
    </section>
  );
}
