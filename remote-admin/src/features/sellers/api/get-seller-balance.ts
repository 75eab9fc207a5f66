import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { payoutsContract } from '@pagora/shared/contracts';
import { sellerKeys } from './query-keys';

/**
 * GET /api/balance?sellerId=: what the provider still holds for a seller, a removed one included
 * (issue 35): its marketplace and the admin settle it.
 */
export function useSellerBalance(userId: string | null, sellerId: string) {
  return useQuery({
    queryKey: sellerKeys.balance(userId, sellerId),
    queryFn: userId
      ? ({ signal }) => call(payoutsContract.balance, { query: { sellerId } }, { signal })
      : skipToken,
  });
}
