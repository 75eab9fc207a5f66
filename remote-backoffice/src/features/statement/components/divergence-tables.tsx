import { formatBRL, isPaymentMethodId, PAYMENT_METHOD_NAMES } from '@pagora/shared';
import type { FeeDivergenceView, ReconciliationDivergence } from '@pagora/shared/contracts';
import { StatusBadge } from '@pagora/shared/ui';
import { dayLabel, shortId } from './statement-text';
import { SignedAmount } from './statement-table';
import styles from './statement.module.css';
import { TableScroll } from './table-scroll';

const methodName = (m: string) => (isPaymentMethodId(m) ? PAYMENT_METHOD_NAMES[m] : m);

/** Days where our lines and the provider's books differ: both figures, never one absorbed. */
export function ReconciliationTable({ rows }: { rows: readonly ReconciliationDivergence[] }) {
  return (
    <TableScroll label="Divergências de conciliação">
      <table className={styles.table}>
        <caption className={styles.srOnly}>Divergências de conciliação</caption>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            <th scope="col" className={styles.money}>
              Nosso extrato
            </th>
            <th scope="col" className={styles.money}>
              Zoop
            </th>
            <th scope="col" className={styles.money}>
              Diferença
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.id}>
              <td className={styles.nowrap}>{dayLabel(d.day)}</td>
              <td className={styles.money}>{formatBRL(d.ourCents)}</td>
              <td className={styles.money}>{formatBRL(d.theirCents)}</td>
              <td className={styles.money}>
                <SignedAmount cents={d.differenceCents} />
              </td>
              <td>
                {d.status === 'aberta' ? (
                  <StatusBadge tone="danger" label="Aberta" />
                ) : (
                  <StatusBadge tone="success" label="Resolvida" />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Sales where the provider took another fee than the marketplace's table says. */
export function FeeDivergenceTable({ rows }: { rows: readonly FeeDivergenceView[] }) {
  return (
    // Not the table's caption: the section around it already is a region named 'Divergência de taxa'.
    <TableScroll label="Vendas com divergência de taxa">
      <table className={styles.table}>
        <caption className={styles.srOnly}>Divergência de taxa</caption>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            <th scope="col">Venda</th>
            <th scope="col">Método</th>
            <th scope="col" className={styles.money}>
              Parcelas
            </th>
            <th scope="col" className={styles.money}>
              Taxa contratada
            </th>
            <th scope="col" className={styles.money}>
              Taxa cobrada
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.id}>
              <td className={styles.nowrap}>{dayLabel(d.day)}</td>
              <td className={styles.nowrap}>
                {shortId(d.transactionId)}
                <span className={styles.muted}>{formatBRL(d.grossCents)}</span>
              </td>
              <td>{methodName(d.method)}</td>
              <td className={styles.money}>{d.installments}</td>
              <td className={styles.money}>{formatBRL(d.expectedFeeCents)}</td>
              <td className={styles.money}>{formatBRL(d.chargedFeeCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
