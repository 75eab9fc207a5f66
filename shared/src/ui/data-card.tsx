import { Fragment, type ReactNode } from 'react';
import styles from './data-list.module.css';

export interface DataCardField {
  label: string;
  value: ReactNode;
}

export interface DataCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Top right, e.g. a StatusBadge. */
  badge?: ReactNode;
  fields?: readonly DataCardField[];
  /** The same actions as the table row (edit, delete). */
  actions?: ReactNode;
}

/** The usual body of a DataList card on small screens, so every list's cards look alike. */
export function DataCard({ title, subtitle, badge, fields = [], actions }: DataCardProps) {
  return (
    <>
      <div className={styles.cardHead}>
        <div>
          <p className={styles.cardTitle}>{title}</p>
          {subtitle ? <p className={styles.cardSubtitle}>{subtitle}</p> : null}
        </div>
        {badge}
      </div>
      {fields.length > 0 ? (
        <dl className={styles.cardFields}>
          {fields.map((field) => (
            <Fragment key={field.label}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {actions ? <div className={styles.cardActions}>{actions}</div> : null}
    </>
  );
}
