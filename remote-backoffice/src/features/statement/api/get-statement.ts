import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { statementContract, type StatementListQuery } from '@pagora/shared/contracts';
import { statementKeys } from './query-keys';

/**
 * GET /api/statement, newest first, one keyset page at a time: 'Carregar mais' sends the last
 * page's `nextCursor`, so a line posted meanwhile never shifts or repeats what is on screen.
 */
export function useStatementLines(query: StatementListQuery, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: statementKeys.lines(query),
    queryFn: ({ pageParam, signal }) =>
      call(statementContract.list, { query: { ...query, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}
