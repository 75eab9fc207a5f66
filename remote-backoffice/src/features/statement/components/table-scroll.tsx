import type { ReactNode } from 'react';
import styles from './statement.module.css';

/**
 * The box a wide table scrolls sideways in on a phone. A keyboard user scrolls it only if it can
 * take focus, and a screen reader announces it only if it has a name (axe
 * scrollable-region-focusable; issue 41), so it is a named region in the tab order.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
