import type { ReactNode } from 'react';
import { messageOf } from '@pagora/shared/client';
import { DataList, type DataListProps } from './data-list';
import type { ResourceList } from './hooks/use-resource-list';
import { ListHeader, type ListHeaderProps } from './list-header';
import { ListToolbar, countLine } from './list-toolbar';

/** The part of a TanStack list query the page reads; `useQuery`'s result fits as it is. */
export interface ListQuery<T> {
  data: { dados: readonly T[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

type Rows<T> = Omit<DataListProps<T>, 'items' | 'loading' | 'error' | 'onRetry' | 'pagination'>;

export interface ListPageProps<T, F extends Record<string, string>> extends Rows<T> {
  resource: ResourceList<F>;
  query: ListQuery<T>;
  header: Omit<ListHeaderProps, 'refresh'> & {
    /** The reload button's label ('Recarregar Dados' by default); null hides it. */
    refresh?: { label?: string } | null;
  };
  search: { placeholder: string; label: string };
  /** The count line's noun: '3 plano(s)'. */
  noun: string;
  filters?: ReactNode;
  /** The list's own failure text when the server gives none (the spec's wording). */
  errorText: string;
}

/**
 * A list screen's head, search and list in one place: the count, the loading, error, empty and
 * paging states come from the query and the list state the same way on every screen.
 */
export function ListPage<T, F extends Record<string, string>>({
  resource: { list, term },
  query,
  header: { refresh, ...header },
  search,
  noun,
  filters,
  errorText,
  ...rows
}: ListPageProps<T, F>) {
  const total = query.data?.total ?? 0;
  const reload = () => void query.refetch();
  return (
    <>
      <ListHeader
        {...header}
        refresh={refresh === null ? null : { ...refresh, busy: query.isFetching, onRefresh: reload }}
      />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        placeholder={search.placeholder}
        searchLabel={search.label}
        count={query.data ? countLine(total, noun, term) : undefined}
        filters={filters}
      />
      <DataList
        {...rows}
        items={query.data?.dados ?? []}
        loading={query.isPending}
        error={query.isError ? messageOf(query.error, errorText) : null}
        onRetry={reload}
        pagination={{ page: list.page, pageCount: list.pageCountFor(total), onPage: list.setPage }}
      />
    </>
  );
}
