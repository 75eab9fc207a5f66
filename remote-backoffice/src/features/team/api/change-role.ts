import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { teamContract, type TeamRoleChangeInput } from '@pagora/shared/contracts';
import { teamKeys } from './query-keys';

/** PUT /api/equipe/:id. */
export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TeamRoleChangeInput }) =>
      call(teamContract.changeRole, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
