import { useState } from 'react';
import { formatBRL } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import { STATEMENT_KINDS, STATEMENT_KIND_LABELS, type StatementKind } from '@pagora/shared/contracts';
import { Button, EmptyState, ErrorState, SelectFilter, Spinner } from '@pagora/shared/ui';
import { useStatementLines } from '../api/get-statement';
import { sellerQuery } from '../api/query-keys';
import type { StatementPeriod } from '../hooks/statement-period';
import { StatementDownloads } from './statement-downloads';
import { StatementTable } from './statement-table';
import styles from './statement.module.css';

export const LINES_FAILED = 'Não foi possível carregar o extrato.';
export const NO_LINES = 'Nenhum movimento neste período.';

const KIND_OPTIONS = [
  { value: '', label: 'Todos os tipos' },
  ...STATEMENT_KINDS.map((k) => ({ value: k, label: STATEMENT_KIND_LABELS[k] })),
];
const asKind = (v: string): StatementKind | null =>
  (STATEMENT_KINDS as readonly string[]).includes(v) ? (v as StatementKind) : null;

/** One seller's lines of the period: balances on top, newest first, 'Carregar mais' by cursor. */
export function StatementLines({ period, sellerId }: { period: StatementPeriod; sellerId: string | null }) {
  const [kind, setKind] = useState<StatementKind | null>(null);
  const query = { ...period, ...sellerQuery(sellerId), ...(kind ? { kind } : {}) };
  const lines = useStatementLines(query, true);
  const pages = lines.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((p) => p.data);

  const body = () => {
    if (lines.isPending) return <Spinner centered label="Carregando extrato" />;
    if (lines.isError && !first)
      return (
        <ErrorState message={messageOf(lines.error, LINES_FAILED)} onRetry={() => void lines.refetch()} />
      );
    if (items.length === 0) return <EmptyState title={NO_LINES} />;
    return (
      <>
        <StatementTable lines={items} />
        {lines.isFetchNextPageError ? (
          <ErrorState
            message={messageOf(lines.error, LINES_FAILED)}
            onRetry={() => void lines.fetchNextPage()}
          />
        ) : null}
        {lines.hasNextPage && !lines.isFetchNextPageError ? (
          <div className={styles.more}>
            <Button
              variant="secondary"
              onClick={() => void lines.fetchNextPage()}
              loading={lines.isFetchingNextPage}
              loadingText="Carregando..."
            >
              Carregar mais
            </Button>
          </div>
        ) : null}
      </>
    );
  };

  return (
    <section className={styles.page} aria-label="Extrato">
      <div className={styles.bar}>
        <div className={styles.toolbar}>
          <SelectFilter
            label="Tipo"
            value={kind ?? ''}
            options={KIND_OPTIONS}
            onChange={(v) => setKind(asKind(v))}
          />
        </div>
        <StatementDownloads period={period} kind={kind} sellerId={sellerId} />
      </div>
      {first ? (
        <dl className={styles.balances}>
          <div>
            <dt>Saldo inicial</dt>
            <dd>{formatBRL(first.openingBalanceCents)}</dd>
          </div>
          <div>
            <dt>Saldo final</dt>
            <dd>{formatBRL(first.closingBalanceCents)}</dd>
          </div>
        </dl>
      ) : null}
      {body()}
    </section>
  );
}
