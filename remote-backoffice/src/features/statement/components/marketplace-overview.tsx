import { messageOf } from '@pagora/shared/client';
import { STATEMENT_KINDS, STATEMENT_KIND_LABELS, type MarketplaceStatement } from '@pagora/shared/contracts';
import { Button, EmptyState, ErrorState, Spinner } from '@pagora/shared/ui';
import { useMarketplaceStatement } from '../api/get-marketplace-statement';
import type { StatementPeriod } from '../hooks/statement-period';
import { SignedAmount } from './statement-table';
import styles from './statement.module.css';
import { TableScroll } from './table-scroll';

export const OVERVIEW_FAILED = 'Não foi possível carregar os marketplaces.';

type Row = MarketplaceStatement['data'][number];

/** The kinds that moved, in the contract's order: the admin reads what made the period's net. */
function KindTotals({ totals }: { totals: Row['totals'] }) {
  return (
    <ul className={styles.kinds}>
      {STATEMENT_KINDS.filter((k) => totals[k] !== undefined).map((k) => (
        <li key={k}>
          {`${STATEMENT_KIND_LABELS[k]}: `}
          <SignedAmount cents={totals[k] ?? 0} />
        </li>
      ))}
    </ul>
  );
}

/** The admin's overview: per marketplace, the period's totals by kind; a row opens its sellers. */
export function MarketplaceOverview({
  period,
  onOpen,
}: {
  period: StatementPeriod;
  onOpen: (marketplace: { id: string; name: string }) => void;
}) {
  const overview = useMarketplaceStatement(period);
  if (overview.isPending) return <Spinner centered label="Carregando marketplaces" />;
  if (overview.isError)
    return (
      <ErrorState
        message={messageOf(overview.error, OVERVIEW_FAILED)}
        onRetry={() => void overview.refetch()}
      />
    );
  const rows = overview.data.data;
  if (rows.length === 0) return <EmptyState title="Nenhum movimento neste período." />;
  return (
    <TableScroll label="Extrato por marketplace">
      <table className={styles.table}>
        <caption className={styles.srOnly}>Extrato por marketplace</caption>
        <thead>
          <tr>
            <th scope="col">Marketplace</th>
            <th scope="col">Totais por tipo</th>
            <th scope="col" className={styles.money}>
              Movimentos
            </th>
            <th scope="col" className={styles.money}>
              Resultado
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.marketplaceId}>
              {/* The drill-in beside the name, not in a last column: on a phone a last column is
                  scrolled past the window's edge, and an action must be on screen (issue 41). */}
              <td>
                <div className={styles.named}>
                  <span>{r.marketplaceName}</span>
                  <Button
                    variant="secondary"
                    aria-label={`Ver vendedores de ${r.marketplaceName}`}
                    onClick={() => onOpen({ id: r.marketplaceId, name: r.marketplaceName })}
                  >
                    Ver vendedores
                  </Button>
                </div>
              </td>
              <td>
                <KindTotals totals={r.totals} />
              </td>
              <td className={styles.money}>{r.lineCount}</td>
              <td className={styles.money}>
                <SignedAmount cents={r.netCents} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
