import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { statementContract, type ReconcileBody } from '@pagora/shared/contracts';
import { statementKeys } from './query-keys';

/**
 * POST /api/statement/reconcile ('Conferir agora'): the seller's days of the period are checked
 * against the provider's books now; the divergences are asked again whatever the outcome.
 */
export function useReconcile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReconcileBody) => call(statementContract.reconcile, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: [...statementKeys.all, 'divergences'] }),
  });
}
