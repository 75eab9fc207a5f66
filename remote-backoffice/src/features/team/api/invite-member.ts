import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { teamContract, type TeamInviteInput } from '@pagora/shared/contracts';
import { teamKeys } from './query-keys';

/** POST /api/equipe/convites. */
export function useInviteMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamInviteInput) => call(teamContract.invite, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
