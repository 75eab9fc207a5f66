import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { messageOf, toApiError } from '@pagora/shared/client';
import { useMoneyAction } from '@pagora/shared/data';
import { PAYMENT_LINKS_CACHE, queryCache } from '../../../lib/query-cache';
import { createPaymentLink, type CreatePaymentLinkRequest } from '../api/create-payment-link';

export const LINK_CREATED = 'Link de pagamento criado com sucesso!';
export const LINK_CREATE_FAILED = 'Ocorreu um erro';

export type CreateOutcome = { ok: true; id: string } | { ok: false; field?: string; message: string };

/**
 * 'Gerar link' as one intent (useMoneyAction): the form's Idempotency-Key goes with every request
 * and a click while one runs sends nothing. The page stays mounted after a success, so the next
 * link, even an identical one, is a new intent.
 */
export function useCreatePaymentLink() {
  const action = useMoneyAction(createPaymentLink);
  const { run, restart } = action;
  const create = useCallback(
    async (request: CreatePaymentLinkRequest): Promise<CreateOutcome> => {
      const outcome = await run(request);
      if (!outcome) return { ok: false, message: '' };
      if (outcome.kind === 'done') {
        restart();
        queryCache.invalidate(PAYMENT_LINKS_CACHE);
        toast.success(LINK_CREATED);
        return { ok: true, id: outcome.answer.id };
      }
      const message = messageOf(outcome.error, LINK_CREATE_FAILED);
      toast.error(message);
      return { ok: false, field: toApiError(outcome.error).field, message };
    },
    [run, restart],
  );
  return { create, creating: action.busy };
}
