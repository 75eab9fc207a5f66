import { useState } from 'react';
import { LIST_PAGE_SIZE } from '../../constants';
import { useMemoryParams, useUrlParams, type ParamsPatch } from './list-params-store';

export interface ListStateOptions<F extends Record<string, string>> {
  /** Default LIST_PAGE_SIZE (10); transactions use TRANSACTIONS_PAGE_SIZE (25). */
  pageSize?: number;
  /** The filters and their default values, e.g. { status: 'all' }. Read once, at mount. */
  filters?: F;
  /**
   * Keep search (?q=), page, pageSize and filters in the URL, so a reload keeps them. Read once, at
   * mount; needs a router around the screen. Filter keys must not be q, page or pageSize.
   */
  syncToUrl?: boolean;
}

export interface ListState<F extends Record<string, string>> {
  search: string;
  page: number;
  pageSize: number;
  filters: F;
  /** True when a search or a non-default filter is on: picks 'Nenhum ... encontrado' over '... cadastrado'. */
  isFiltered: boolean;
  /** Typing a search, changing a filter or the page size go back to page 1. */
  setSearch: (search: string) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setFilter: <K extends keyof F & string>(key: K, value: F[K]) => void;
  /** 'Limpar Busca' / 'Limpar Filtros': no search, default filters, page 1. */
  reset: () => void;
  /** Pages for a server-side total (never less than 1). */
  pageCountFor: (total: number) => number;
  /** Client-side paging: this page's rows, with the page clamped when the list shrank. */
  paginate: <T>(items: readonly T[]) => { rows: T[]; page: number; pageCount: number };
}

const positiveInt = (text: string | undefined): number | undefined => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Search, page, page size and filters of a list screen, in memory or in the URL. */
export function useListState<F extends Record<string, string> = Record<string, never>>(
  options: ListStateOptions<F> = {},
): ListState<F> {
  // Frozen at mount: the two stores are different hooks, and defaults written inline would
  // otherwise be a new object on every render.
  const [useStore] = useState(() => (options.syncToUrl ? useUrlParams : useMemoryParams));
  const [defaults] = useState(() => ({
    pageSize: options.pageSize ?? LIST_PAGE_SIZE,
    filters: options.filters,
  }));
  const [raw, update] = useStore();

  const defaultFilters = (defaults.filters ?? {}) as F;
  const filterKeys = Object.keys(defaultFilters) as (keyof F & string)[];
  const search = raw.q ?? '';
  const page = positiveInt(raw.page) ?? 1;
  const pageSize = positiveInt(raw.pageSize) ?? defaults.pageSize;
  const filters = Object.fromEntries(filterKeys.map((k) => [k, raw[k] ?? defaultFilters[k]])) as F;
  const pageCountFor = (total: number) => Math.max(1, Math.ceil(total / pageSize));
  /** Values equal to their default leave the store, which keeps the URL short. */
  const backToFirstPage = (patch: ParamsPatch) => update({ ...patch, page: null });

  return {
    search,
    page,
    pageSize,
    filters,
    isFiltered: search.trim() !== '' || filterKeys.some((k) => filters[k] !== defaultFilters[k]),
    setSearch: (value) => backToFirstPage({ q: value }),
    setPage: (value) => update({ page: value > 1 ? String(value) : null }),
    setPageSize: (value) => backToFirstPage({ pageSize: value === defaults.pageSize ? null : String(value) }),
    setFilter: (key, value) => backToFirstPage({ [key]: value === defaultFilters[key] ? null : value }),
    reset: () =>
      backToFirstPage({ q: null, ...Object.fromEntries(filterKeys.map((k): [string, null] => [k, null])) }),
    pageCountFor,
    paginate: (items) => {
      const pageCount = pageCountFor(items.length);
      const current = Math.min(page, pageCount);
      return { rows: items.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
    },
  };
}
