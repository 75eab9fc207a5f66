import { useMemo } from 'react';
import { createPaymentLinkSchema } from '@pagora/shared';
import { useDebouncedValue } from '@pagora/shared/ui';
import type { NetPreviewRequest } from '../api/get-net-preview';
import { toLinkInput, type LinkFormValues } from './use-link-form';

/** How long the form must stay still before its figures are asked again (typing an amount). */
export const NET_PREVIEW_DEBOUNCE_MS = 400;

/**
 * The preview's request from the form: only what prices the sale (amount, methods, interest-free
 * count, split), so an unfinished description or e-mail never hides the figures; null until those
 * parse, or while a marketplace has not chosen the seller.
 */
export function useNetPreviewRequest(
  values: LinkFormValues,
  sellerId: string | undefined,
): NetPreviewRequest | null {
  // Debounced before parsing: a keystroke costs a timer, not a second parse of the whole form.
  const settled = useDebouncedValue(values, NET_PREVIEW_DEBOUNCE_MS);
  const settledSeller = useDebouncedValue(sellerId, NET_PREVIEW_DEBOUNCE_MS);
  return useMemo(() => {
    if (settledSeller === '') return null;
    const parsed = createPaymentLinkSchema.safeParse({
      ...toLinkInput(settled),
      description: '',
      customerEmail: undefined,
      usage: 'multiplo',
      maxPayments: '',
      expiresAt: '',
      boleto: undefined,
    });
    if (!parsed.success) return null;
    return { link: parsed.data, ...(settledSeller ? { sellerId: settledSeller } : {}) };
  }, [settled, settledSeller]);
}
