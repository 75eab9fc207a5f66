import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { transactionsContract, type AnswerOf } from '@pagora/shared/contracts';
import { invalidateAfterMoneyMoved } from './query-keys';

/** POST /api/transactions/:id/accept-late — keeps a PIX paid after expiry and marks it reviewed. */
export function acceptLatePayment(id: string): Promise<AnswerOf<typeof transactionsContract.reviewLate>> {
  return call(transactionsContract.reviewLate, { params: { id } });
}

export function useAcceptLatePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptLatePayment,
    onSuccess: () => invalidateAfterMoneyMoved(client),
  });
}
