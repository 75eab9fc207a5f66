import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { statementContract } from '@pagora/shared/contracts';
import type { StatementPeriod } from '../hooks/statement-period';
import { statementKeys } from './query-keys';

/** GET /api/statement/fee-income: the marketplace's own fee received, by seller and day. */
export function useFeeIncome(period: StatementPeriod, marketplaceId: string | null) {
  const query = { ...period, ...(marketplaceId ? { marketplaceId } : {}) };
  return useQuery({
    queryKey: statementKeys.feeIncome(query),
    queryFn: ({ signal }) => call(statementContract.feeIncome, { query }, { signal }),
  });
}
