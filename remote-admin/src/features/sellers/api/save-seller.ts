import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { sellersContract } from '@pagora/shared/contracts';
import type { SellerEdit, SellerRegister } from '@pagora/shared';
import { sellerKeys } from './query-keys';

/** POST /api/register-seller-to-marketplace (201); the form's key makes a repeat create it once. */
export function registerSeller({ body, idempotencyKey }: { body: SellerRegister; idempotencyKey: string }) {
  return call(sellersContract.registerSeller, { body }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** PUT /api/seller/:id; an empty password is left out, which keeps the current one. */
export function updateSeller(id: string, body: SellerEdit) {
  return call(sellersContract.updateSeller, { params: { id }, body });
}

export function useRegisterSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerSeller,
    onSuccess: () => client.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}

export function useUpdateSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SellerEdit }) => updateSeller(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}
