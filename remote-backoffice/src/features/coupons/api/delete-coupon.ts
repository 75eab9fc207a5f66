import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { couponsContract } from '@pagora/shared/contracts';
import { invalidateCoupons } from './query-keys';

/** DELETE /api/cupons/:id ('Excluir'): the sales made with it keep naming it. */
export function useDeleteCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(couponsContract.remove, { params: { id } }),
    onSuccess: () => invalidateCoupons(client),
  });
}
