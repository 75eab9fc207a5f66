import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { activityContract, type ActivityListQuery } from '@pagora/shared/contracts';
import { activityKeys } from './query-keys';

/** GET /api/atividade: the business's log, newest first, one page at a time. */
export function useActivity(query: ActivityListQuery) {
  return useQuery({
    queryKey: activityKeys.list(query),
    queryFn: ({ signal }) => call(activityContract.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
