import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { couponsContract } from '@pagora/shared/contracts';
import { invalidateCoupons } from './query-keys';

/** PUT /api/cupons/:id/active ('Desativar' / 'Reativar'). */
export function useSetCouponActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      call(couponsContract.setActive, { params: { id }, body: { active } }),
    onSuccess: () => invalidateCoupons(client),
  });
}
