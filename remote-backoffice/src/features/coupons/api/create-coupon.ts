import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponFormInput } from '@pagora/shared';
import { call } from '@pagora/shared/client';
import { couponsContract } from '@pagora/shared/contracts';
import { invalidateCoupons } from './query-keys';

/** POST /api/cupons ('Novo cupom'); a marketplace owner names the seller. */
export function useCreateCoupon(sellerId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponFormInput) =>
      call(couponsContract.create, { body: sellerId ? { ...body, sellerId } : body }),
    onSuccess: () => invalidateCoupons(client),
  });
}
