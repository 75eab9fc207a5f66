import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { teamContract } from '@pagora/shared/contracts';
import { teamKeys } from './query-keys';

/** GET /api/equipe: the titular, then the members and their invitations. */
export function useTeam() {
  return useQuery({
    queryKey: teamKeys.list(),
    queryFn: ({ signal }) => call(teamContract.list, {}, { signal }),
  });
}
