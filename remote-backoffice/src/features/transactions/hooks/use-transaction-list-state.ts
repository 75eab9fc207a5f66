import {
  PAYMENT_METHODS,
  TRANSACTIONS_PAGE_SIZE,
  TRANSACTION_PERIODS,
  TRANSACTION_STATUS_FILTERS,
} from '@pagora/shared';
import { UUID_PATTERN, type TransactionFilters, type TransactionListQuery } from '@pagora/shared/contracts';
import { useListState } from '@pagora/shared/ui';
import { useAdminFilterOptions } from '@pagora/shared/data';
import { useDebouncedSearch } from './use-debounced-search';

/** Filter names as they appear in the URL, with their defaults (a default leaves the URL). */
export const DEFAULT_FILTERS = {
  status: 'all',
  method: 'all',
  period: 'all',
  sort: 'desc',
  late: 'false',
  marketplaceId: 'all',
  sellerId: 'all',
};
export type ListFilters = typeof DEFAULT_FILTERS;

export interface Audience {
  isAdmin: boolean;
  /** Admin, marketplace and seller: the late-PIX queue is theirs to review. */
  isStaff: boolean;
}

/** A value typed into the URL by hand is dropped rather than sent and refused by the server. */
const oneOf = <T extends string>(value: string, allowed: readonly T[]): T | undefined =>
  value !== 'all' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
const uuid = (value: string) => (UUID_PATTERN.test(value) ? value : undefined);

/** The filters as the API reads them; the list's own defaults are simply not sent. */
export function toServerFilters(filters: ListFilters, search: string, who: Audience): TransactionFilters {
  return {
    status: oneOf(filters.status, TRANSACTION_STATUS_FILTERS),
    method: oneOf(filters.method, PAYMENT_METHODS),
    period: oneOf(filters.period, TRANSACTION_PERIODS),
    q: search.trim() || undefined,
    sort: filters.sort === 'asc' ? 'asc' : undefined,
    late: who.isStaff && filters.late === 'true' ? 'true' : undefined,
    marketplaceId: who.isAdmin ? uuid(filters.marketplaceId) : undefined,
    sellerId: who.isAdmin ? uuid(filters.sellerId) : undefined,
  };
}

/**
 * Search, filters, sort and page of /history, kept in the URL so a reload or a shared link shows
 * the same list. Everything is filtered by the server; this only says what to ask for.
 */
export function useTransactionListState(who: Audience) {
  const list = useListState({ syncToUrl: true, pageSize: TRANSACTIONS_PAGE_SIZE, filters: DEFAULT_FILTERS });
  const [searchText, onSearchText, discardSearchText] = useDebouncedSearch(list.search, list.setSearch);
  const admin = useAdminFilterOptions(who.isAdmin, list.filters.marketplaceId, list.filters.sellerId, () =>
    list.setFilter('sellerId', 'all'),
  );
  const filters = { ...list.filters, sellerId: admin.sellerId };
  const serverFilters = toServerFilters(filters, list.search, who);
  const query: TransactionListQuery = { ...serverFilters, page: list.page, pageSize: list.pageSize };
  /** 'Limpar Filtros': one URL change (two in one event would overwrite each other). */
  const clearAll = () => {
    discardSearchText();
    list.reset();
  };
  return { list, filters, admin, searchText, onSearchText, clearAll, serverFilters, query };
}
