import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { statementContract } from '@pagora/shared/contracts';
import type { StatementPeriod } from '../hooks/statement-period';
import { sellerQuery, statementKeys } from './query-keys';

/** GET /api/statement/divergences: the days that do not add up and the fees not as contracted. */
export function useDivergences(period: StatementPeriod, sellerId: string | null) {
  const query = { ...period, ...sellerQuery(sellerId) };
  return useQuery({
    queryKey: statementKeys.divergences(query),
    queryFn: ({ signal }) => call(statementContract.divergences, { query }, { signal }),
  });
}
