import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { payoutsContract } from '@pagora/shared/contracts';
import { payoutKeys } from './query-keys';

/** GET /api/banks: the Brazilian banks by COMPE code, from the server's maintained list. */
export function useBanks(enabled: boolean) {
  return useQuery({
    queryKey: payoutKeys.banks(),
    queryFn: ({ signal }) => call(payoutsContract.listBanks, {}, { signal }),
    // The list changes a few times a year: once per session is plenty.
    staleTime: Infinity,
    enabled,
  });
}
