import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { privacyContract } from '@pagora/shared/contracts';
import { privacyKeys, type SubjectQuery } from './query-keys';

/** GET /api/privacidade/titular: what the business holds about one person; nothing asked until searched. */
export function useSubjectSummary(query: SubjectQuery | null) {
  return useQuery({
    queryKey: privacyKeys.subject(query),
    queryFn: ({ signal }) => call(privacyContract.subject, { query: query! }, { signal }),
    enabled: query !== null,
  });
}
