import { useState } from 'react';
import { formatBRL, SEARCH_COUNT_LIMIT } from '@pagora/shared';
import { messageOf, roleOf, useSession } from '@pagora/shared/client';
import type { TransactionView } from '@pagora/shared/contracts';
import {
  Button,
  ListToolbar,
  PageHeader,
  RefreshButton,
  StatCard,
  StatGrid,
  notify,
} from '@pagora/shared/ui';
import { useTransactions } from '../api/get-transactions';
import { useClampPage } from '../hooks/use-clamp-page';
import { useExportCsv } from '../hooks/use-export-csv';
import { useTransactionListState, type Audience } from '../hooks/use-transaction-list-state';
import { TransactionDetailModal } from './transaction-detail-modal';
import { TransactionFilters } from './transaction-filters';
import { TransactionList } from './transaction-list';

export const LOAD_FAILED = 'Não foi possível carregar as transações.';

type Summary = { count: number; countCapped: boolean } | undefined;

/** A search past the server's count limit says so instead of a figure it did not count. */
const countText = (summary: Summary) =>
  !summary
    ? '—'
    : summary.countCapped
      ? `mais de ${SEARCH_COUNT_LIMIT.toLocaleString('pt-BR')}`
      : summary.count;

/**
 * /history: every signed-in role reaches it (the shell guards login); the API decides whose
 * transactions come back. Filters, search, order and page live in the URL and go to the server.
 */
export function TransactionsPage() {
  const user = useSession((s) => s.user);
  const role = roleOf(user);
  const userId = user ? String(user.id) : null;
  const audience: Audience = { isAdmin: role === 'admin', isStaff: role !== null && role !== 'customer' };
  const { list, filters, admin, searchText, onSearchText, clearAll, serverFilters, query } =
    useTransactionListState(audience);
  const transactions = useTransactions(userId, query);
  const exporter = useExportCsv(userId, serverFilters);
  const [selected, setSelected] = useState<TransactionView | null>(null);

  const answer = transactions.data;
  const summary = answer?.summary;
  const pageCount = list.pageCountFor(answer?.total ?? 0);
  useClampPage(list.page, pageCount, answer !== undefined && !transactions.isPlaceholderData, list.setPage);
  const refresh = async () => {
    const result = await transactions.refetch();
    // With rows already on screen a failed refresh keeps them; say so instead of failing silently.
    if (result.isError && result.data !== undefined) notify.error(messageOf(result.error, LOAD_FAILED));
  };

  return (
    <>
      <PageHeader
        title={role === 'admin' ? 'Todas as Transações' : 'Histórico de Transações'}
        actions={
          <>
            <RefreshButton label="Atualizar" onClick={() => void refresh()} busy={transactions.isFetching} />
            <Button
              variant="secondary"
              onClick={exporter.run}
              loading={exporter.busy}
              loadingText="Exportando..."
              disabled={!userId}
            >
              Exportar CSV
            </Button>
          </>
        }
      />
      <StatGrid>
        <StatCard title="Total de Transações" value={countText(summary)} tone="info" />
        <StatCard
          // What a customer's own payments add up to is what they paid, not revenue.
          title={audience.isStaff ? 'Receita Total' : 'Total Pago'}
          value={summary?.receitaCents != null ? formatBRL(summary.receitaCents) : '—'}
          hint={summary?.countCapped ? 'Refine a busca para ver o total.' : undefined}
          tone="success"
        />
      </StatGrid>
      <ListToolbar
        search={searchText}
        onSearch={onSearchText}
        placeholder="Buscar por cliente, email, descrição, link ou ID..."
        searchLabel="Buscar transações"
        filters={
          <TransactionFilters
            filters={filters}
            onFilter={list.setFilter}
            audience={audience}
            marketplaceOptions={admin.marketplaceOptions}
            sellerOptions={admin.sellerOptions}
          />
        }
      />
      <TransactionList
        items={answer?.transactions.transacoes ?? []}
        loading={transactions.isPending}
        loadingText="Carregando Transações"
        error={transactions.isError && !answer ? messageOf(transactions.error, LOAD_FAILED) : null}
        onRetry={() => void transactions.refetch()}
        empty={{
          title: 'Nenhuma transação encontrada',
          action: list.isFiltered ? (
            <Button variant="secondary" onClick={clearAll}>
              Limpar Filtros
            </Button>
          ) : undefined,
        }}
        pagination={{ page: list.page, pageCount, onPage: list.setPage }}
        onOpen={setSelected}
        // A customer sees whom they paid; a seller knows it is itself.
        showSeller={role !== 'seller'}
      />
      <TransactionDetailModal
        transaction={selected}
        isAdmin={audience.isAdmin}
        isStaff={audience.isStaff}
        onChanged={setSelected}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
