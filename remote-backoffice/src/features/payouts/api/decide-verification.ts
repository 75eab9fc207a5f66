import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { payoutsContract, type PayoutVerificationBody } from '@pagora/shared/contracts';
import { invalidateMoney } from './query-keys';

/**
 * POST /api/payouts/:id/verification (admin only, checked again on the server): a payout
 * 'Em verificação' was sent, with the provider's transfer id, or was not.
 */
export function useDecideVerification(sellerId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payoutId, body }: { payoutId: string; body: PayoutVerificationBody }) =>
      call(payoutsContract.decidePayoutVerification, { params: { id: payoutId }, body }),
    onSuccess: () => invalidateMoney(client, sellerId),
  });
}
