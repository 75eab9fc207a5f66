import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { transactionsContract, type AnswerOf } from '@pagora/shared/contracts';
import { invalidateAfterMoneyMoved } from './query-keys';

export type TransactionChangeAnswer = AnswerOf<typeof transactionsContract.refund>;

export interface RefundRequest {
  id: string;
  /** Reais as the wire carries them, exact: '50.00'. */
  amount: string;
  /** One per confirmation: a retried request is answered with the first result, never refunded twice. */
  idempotencyKey: string;
}

/** POST /api/transactions/:id/refund — full or partial. */
export function refundTransaction({
  id,
  amount,
  idempotencyKey,
}: RefundRequest): Promise<TransactionChangeAnswer> {
  return call(
    transactionsContract.refund,
    { params: { id }, body: { amount } },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function useRefundTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundTransaction,
    onSuccess: () => invalidateAfterMoneyMoved(client),
  });
}
