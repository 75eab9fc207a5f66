import { formatDate, linkTypeLabel } from '@pagora/shared';
import { LinkActions } from './link-actions';
import { LinkMethods, LinkStatus, SplitWarning } from './link-badges';
import { LinkCheckoutNotes, LinkPrice } from './link-checkout';
import { LinkNet } from './link-net';
import type { LinksViewProps } from './links-table';
import styles from './payment-links.module.css';

/** Small screens: one card per link, same data and actions as the table. */
export function LinkCards({ links, onEdit, onDelete }: LinksViewProps) {
  return (
    <ul className={styles.cards} aria-label="Links de pagamento">
      {links.map((link) => (
        <li key={link.id} className={styles.card}>
          <div className={styles.cardHead}>
            <h3 className={styles.cardTitle}>{link.description || linkTypeLabel(link.type)}</h3>
            <span className={styles.amount}>
              <LinkPrice link={link} />
            </span>
          </div>
          <div className={styles.cardMeta}>
            <LinkStatus link={link} />
            <LinkMethods link={link} />
            <span>{formatDate(link.data_criacao_pagamento)}</span>
          </div>
          <LinkNet link={link} />
          <LinkCheckoutNotes link={link} />
          <SplitWarning link={link} />
          <span className={styles.id}>{link.id}</span>
          <LinkActions link={link} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
