import { useDebouncedValue } from './use-debounced-value';
import { useListState, type ListState, type ListStateOptions } from './use-list-state';

/** What a paged list endpoint takes from the screen: the page, its size and the search. */
export interface ResourceListParams {
  page: number;
  pageSize: number;
  q?: string;
}

export interface ResourceList<F extends Record<string, string>> {
  list: ListState<F>;
  /** The search as sent: trimmed, and only once typing pauses. */
  term: string;
  params: ResourceListParams;
  /** After a row is removed: the last row of a page past the first takes the screen back a page. */
  afterRemove: (rowsOnPage: number) => void;
}

/**
 * The state of a server-paged list screen (buyers, recurrence plans, subscriptions, interest
 * plans): search, filters and page in the URL by default, the debounced search and the query
 * params built once, so the screens only add their own filters to `params`.
 */
export function useResourceList<F extends Record<string, string> = Record<string, never>>(
  options: ListStateOptions<F> = {},
): ResourceList<F> {
  const list = useListState<F>({ syncToUrl: true, ...options });
  const term = useDebouncedValue(list.search.trim());
  return {
    list,
    term,
    params: { page: list.page, pageSize: list.pageSize, ...(term ? { q: term } : {}) },
    afterRemove: (rowsOnPage) => {
      if (rowsOnPage === 1 && list.page > 1) list.setPage(list.page - 1);
    },
  };
}
