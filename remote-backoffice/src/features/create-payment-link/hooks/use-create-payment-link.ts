import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { messageOf, toApiError } from '@pagora/shared/client';
import { PAYMENT_LINKS_CACHE, queryCache } from '../../../lib/query-cache';
import { createPaymentLink, type CreatePaymentLinkRequest } from '../api/create-payment-link';

export const LINK_CREATED = 'Link de pagamento criado com sucesso!';
export const LINK_CREATE_FAILED = 'Ocorreu um erro';

export type CreateOutcome = { ok: true; id: string } | { ok: false; field?: string; message: string };

export function useCreatePaymentLink() {
  const [creating, setCreating] = useState(false);
  const create = useCallback(async (request: CreatePaymentLinkRequest): Promise<CreateOutcome> => {
    setCreating(true);
    try {
      const { id } = await createPaymentLink(request);
      queryCache.invalidate(PAYMENT_LINKS_CACHE);
      toast.success(LINK_CREATED);
      return { ok: true, id };
    } catch (error) {
      const message = messageOf(error, LINK_CREATE_FAILED);
      toast.error(message);
      return { ok: false, field: toApiError(error).field, message };
    } finally {
      setCreating(false);
    }
  }, []);
  return { create, creating };
}
