import { messageOf } from '@pagora/shared/client';
import type { FeeDivergenceView, ReconciliationDivergence } from '@pagora/shared/contracts';
import { EmptyState, ErrorState, Spinner } from '@pagora/shared/ui';
import { useDivergences } from '../api/get-divergences';
import type { StatementPeriod } from '../hooks/statement-period';
import { FeeDivergenceTable, ReconciliationTable } from './divergence-tables';
import { ReconcileButton } from './reconcile-button';
import styles from './statement.module.css';

export const DIVERGENCES_FAILED = 'Não foi possível carregar as divergências.';

/**
 * 'Divergências': the days of the period that do not add up with the provider (both figures), and
 * the sales charged another fee than contracted. Without a picked seller, all the caller may see.
 */
export function DivergencesPanel({
  period,
  sellerId,
  reconcileSellerId,
}: {
  period: StatementPeriod;
  sellerId: string | null;
  /** Whose days 'Conferir agora' checks: the seller itself, or the one picked. */
  reconcileSellerId: string | null;
}) {
  const list = useDivergences(period, sellerId);
  const rows = list.data?.data ?? [];
  const days = rows.filter((d): d is ReconciliationDivergence => d.kind === 'conciliacao');
  const fees = rows.filter((d): d is FeeDivergenceView => d.kind === 'taxa');
  const body = () => {
    if (list.isPending) return <Spinner centered label="Carregando divergências" />;
    if (list.isError)
      return (
        <ErrorState message={messageOf(list.error, DIVERGENCES_FAILED)} onRetry={() => void list.refetch()} />
      );
    if (rows.length === 0) return <EmptyState title="Nenhuma divergência neste período." />;
    return (
      <>
        {days.length > 0 ? (
          <section className={styles.page} aria-labelledby="divergencias-conciliacao">
            <h2 id="divergencias-conciliacao" className={styles.heading}>
              Conciliação com a Zoop
            </h2>
            <ReconciliationTable rows={days} />
          </section>
        ) : null}
        {fees.length > 0 ? (
          <section className={styles.page} aria-labelledby="divergencias-taxa">
            <h2 id="divergencias-taxa" className={styles.heading}>
              Divergência de taxa
            </h2>
            <FeeDivergenceTable rows={fees} />
          </section>
        ) : null}
      </>
    );
  };
  return (
    <section className={styles.page} aria-label="Divergências">
      <ReconcileButton period={period} sellerId={reconcileSellerId} />
      {body()}
    </section>
  );
}
