import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { statementContract } from '@pagora/shared/contracts';
import type { StatementPeriod } from '../hooks/statement-period';
import { statementKeys } from './query-keys';

/** GET /api/statement/marketplaces (admin): the period's totals by kind per marketplace. */
export function useMarketplaceStatement(period: StatementPeriod) {
  return useQuery({
    queryKey: statementKeys.marketplaces(period),
    queryFn: ({ signal }) => call(statementContract.marketplaces, { query: period }, { signal }),
  });
}
