import { formatDate } from '@pagora/shared';
import type { PaymentLink } from '../api/get-payment-links';
import { LinkActions, type LinkActionsProps } from './link-actions';
import { LinkMethodsCompact, LinkStatus, SplitWarning } from './link-badges';
import { LinkCheckoutNotes, LinkPrice } from './link-checkout';
import { LinkNet } from './link-net';
import styles from './payment-links.module.css';

export interface LinksViewProps extends Omit<LinkActionsProps, 'link'> {
  links: readonly PaymentLink[];
}

/**
 * Wide screens: ID / Data, Tipo Pagamento, Descrição, Valor, Status, Ações. Every cell holds at most
 * two short lines and the description takes what is left, cut with an ellipsis (whole in its
 * title), so ten rows and every row's actions fit 1366 px beside the menu (issue 41).
 */
export function LinksTable({ links, onEdit, onDelete }: LinksViewProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">ID / Data</th>
            <th scope="col">Tipo Pagamento</th>
            <th scope="col">Descrição</th>
            <th scope="col">Valor</th>
            <th scope="col">Status</th>
            <th scope="col">Ações</th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.id}>
              <td className={styles.idDate}>
                <span className={styles.shortId} title={link.id}>
                  {link.id}
                </span>
                <span className={styles.date}>{formatDate(link.data_criacao_pagamento)}</span>
              </td>
              <td>
                <LinkMethodsCompact link={link} />
              </td>
              <td className={styles.description}>
                <span className={styles.descriptionText} title={link.description}>
                  {link.description}
                </span>
                <LinkCheckoutNotes link={link} />
                <SplitWarning link={link} />
              </td>
              <td>
                <div className={styles.amountCell}>
                  <span className={styles.amount}>
                    <LinkPrice link={link} />
                  </span>
                  <LinkNet link={link} />
                </div>
              </td>
              <td className={styles.compact}>
                <LinkStatus link={link} />
              </td>
              <td>
                <LinkActions link={link} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
