import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { teamContract } from '@pagora/shared/contracts';
import { teamKeys } from './query-keys';

/** PUT /api/equipe/duas-etapas: owners only. */
export function useRequireTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => call(teamContract.requireTwoFactor, { body: { required } }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
