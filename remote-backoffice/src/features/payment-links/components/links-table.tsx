import { formatDate } from '@pagora/shared';
import type { PaymentLink } from '../api/get-payment-links';
import { LinkActions, type LinkActionsProps } from './link-actions';
import { LinkMethods, LinkStatus, SplitWarning } from './link-badges';
import { LinkCheckoutNotes, LinkPrice } from './link-checkout';
import { LinkNet } from './link-net';
import styles from './payment-links.module.css';

export interface LinksViewProps extends Omit<LinkActionsProps, 'link'> {
  links: readonly PaymentLink[];
}

/** Wide screens: ID, Tipo Pagamento, Data, Descrição, Valor, Status, Ações. */
export function LinksTable({ links, onEdit, onDelete }: LinksViewProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Tipo Pagamento</th>
            <th scope="col">Data</th>
            <th scope="col">Descrição</th>
            <th scope="col">Valor</th>
            <th scope="col">Status</th>
            <th scope="col">Ações</th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.id}>
              <td className={styles.id} title={link.id}>
                <span className={styles.shortId}>{link.id}</span>
              </td>
              <td>
                <LinkMethods link={link} />
              </td>
              <td>{formatDate(link.data_criacao_pagamento)}</td>
              <td>
                {link.description}
                <LinkCheckoutNotes link={link} />
                <SplitWarning link={link} />
              </td>
              <td className={styles.amount}>
                <LinkPrice link={link} />
                <LinkNet link={link} />
              </td>
              <td>
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
