import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { CreatePaymentLink } from '@pagora/shared';
import { call } from '@pagora/shared/client';
import { linkNetPreviewContract, type NetLineView } from '@pagora/shared/contracts';
import { createPaymentLinkBody } from './create-payment-link';

/** What a preview is asked for: the form's link and, for a marketplace, the seller it is for. */
export interface NetPreviewRequest {
  link: CreatePaymentLink;
  sellerId?: string;
}

/** POST /api/links/net-preview: what the seller keeps per method and installment count; saves nothing. */
export async function getNetPreview(
  { link, sellerId }: NetPreviewRequest,
  signal?: AbortSignal,
): Promise<NetLineView[]> {
  const answer = await call(
    linkNetPreviewContract.netPreview,
    { body: createPaymentLinkBody({ link }), query: sellerId ? { sellerId } : {} },
    signal ? { signal } : {},
  );
  return answer.voce_recebe;
}

/** The same, through the data layer; nothing asked without a request. The last answer stays while the next loads. */
export function useNetPreview(request: NetPreviewRequest | null) {
  return useQuery({
    queryKey: ['links', 'net-preview', request] as const,
    queryFn: request ? ({ signal }) => getNetPreview(request, signal) : skipToken,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
