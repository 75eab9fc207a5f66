import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { teamContract } from '@pagora/shared/contracts';
import { teamKeys } from './query-keys';

/** DELETE /api/equipe/:id. */
export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(teamContract.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
