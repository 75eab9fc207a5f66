import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponFormInput } from '@pagora/shared';
import { call } from '@pagora/shared/client';
import { couponsContract } from '@pagora/shared/contracts';
import { invalidateCoupons } from './query-keys';

/** PUT /api/cupons/:id (edit). Sales already made keep the discount they had. */
export function useUpdateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CouponFormInput }) =>
      call(couponsContract.update, { params: { id }, body }),
    onSuccess: () => invalidateCoupons(client),
  });
}
