import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { privacyContract } from '@pagora/shared/contracts';
import { privacyKeys } from './query-keys';

/** GET /api/privacidade/pedidos: open requests first, nearest deadline first. */
export function usePrivacyRequests() {
  return useQuery({
    queryKey: privacyKeys.requests(),
    queryFn: ({ signal }) => call(privacyContract.requests, {}, { signal }),
  });
}
