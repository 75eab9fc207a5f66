import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { teamContract } from '@pagora/shared/contracts';
import { teamKeys } from './query-keys';

/** POST /api/equipe/:id/reenviar. */
export function useResendInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(teamContract.resend, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
