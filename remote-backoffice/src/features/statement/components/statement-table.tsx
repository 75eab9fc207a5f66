import { formatBRL } from '@pagora/shared';
import { STATEMENT_KIND_LABELS, type StatementLine } from '@pagora/shared/contracts';
import { dayLabel, referenceOf } from './statement-text';
import styles from './statement.module.css';
import { TableScroll } from './table-scroll';

/** Credits green, debits red; the sign is in the text too, so the colour is never the only cue. */
export function SignedAmount({ cents }: { cents: number }) {
  const tone = cents < 0 ? styles.debit : cents > 0 ? styles.credit : '';
  return <span className={tone}>{formatBRL(cents)}</span>;
}

/** The period's lines, newest first, each with the balance right after it. */
export function StatementTable({ lines }: { lines: readonly StatementLine[] }) {
  return (
    <TableScroll label="Movimentos do extrato">
      <table className={styles.table}>
        <caption className={styles.srOnly}>Movimentos do extrato</caption>
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">Tipo</th>
            <th scope="col">Descrição</th>
            <th scope="col" className={styles.money}>
              Valor
            </th>
            <th scope="col" className={styles.money}>
              Saldo
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const reference = referenceOf(line);
            return (
              <tr key={line.seq}>
                <td className={styles.nowrap}>{dayLabel(line.day)}</td>
                <td className={styles.nowrap}>{STATEMENT_KIND_LABELS[line.kind]}</td>
                <td className={styles.description}>
                  {line.description}
                  {reference ? <span className={styles.ref}>{reference}</span> : null}
                </td>
                <td className={styles.money}>
                  <SignedAmount cents={line.amountCents} />
                </td>
                <td className={styles.money}>{formatBRL(line.balanceAfterCents)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
