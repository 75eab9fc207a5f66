import { formatBRL } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import { EmptyState, ErrorState, Spinner } from '@pagora/shared/ui';
import { useFeeIncome } from '../api/get-fee-income';
import type { StatementPeriod } from '../hooks/statement-period';
import { dayLabel } from './statement-text';
import styles from './statement.module.css';
import { TableScroll } from './table-scroll';

export const FEE_INCOME_FAILED = 'Não foi possível carregar a receita de taxas.';

/** 'Receita de taxas': the marketplace's own fee, received from each seller's sales, by day. */
export function FeeIncomePanel({
  period,
  marketplaceId,
}: {
  period: StatementPeriod;
  marketplaceId: string | null;
}) {
  const income = useFeeIncome(period, marketplaceId);
  if (income.isPending) return <Spinner centered label="Carregando receita de taxas" />;
  if (income.isError)
    return (
      <ErrorState
        message={messageOf(income.error, FEE_INCOME_FAILED)}
        onRetry={() => void income.refetch()}
      />
    );
  const rows = income.data.data;
  return (
    <section className={styles.page} aria-label="Receita de taxas">
      <dl className={styles.balances}>
        <div>
          <dt>Total no período</dt>
          <dd>{formatBRL(income.data.totalCents)}</dd>
        </div>
      </dl>
      {rows.length === 0 ? (
        <EmptyState title="Nenhuma receita de taxas neste período." />
      ) : (
        <TableScroll label="Receita de taxas por vendedor e dia">
          <table className={styles.table}>
            <caption className={styles.srOnly}>Receita de taxas por vendedor e dia</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Vendedor</th>
                <th scope="col" className={styles.money}>
                  Valor
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.sellerId}:${r.day}`}>
                  <td className={styles.nowrap}>{dayLabel(r.day)}</td>
                  <td>{r.sellerName}</td>
                  <td className={styles.money}>{formatBRL(r.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
