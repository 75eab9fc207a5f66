import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf, useSession } from '@pagora/shared/client';
import { PAYMENT_LINKS_CACHE, queryCache } from '../../../lib/query-cache';
import { getPaymentLinks, type PaymentLink, type PaymentLinkFilters } from '../api/get-payment-links';

export const LINKS_LOAD_FAILED = 'Não foi possível carregar os links de pagamento.';

interface State {
  links: PaymentLink[];
  loading: boolean;
  error: string | null;
}

/**
 * The logged user's links (an admin's: all, narrowed by the filters on the server). A list already
 * fetched in this page load is reused; `reload` always asks the server.
 */
export function usePaymentLinks(filters: PaymentLinkFilters) {
  const userId = useSession((s) => (s.user ? String(s.user.id) : null));
  const { marketplaceId = '', sellerId = '' } = filters;
  const key = `${PAYMENT_LINKS_CACHE}:${userId}:${marketplaceId}:${sellerId}`;
  const [state, setState] = useState<State>(() => {
    const cached = queryCache.get<PaymentLink[]>(key);
    return { links: cached ?? [], loading: !cached, error: null };
  });
  const latest = useRef(0);

  const load = useCallback(
    async (fresh: boolean) => {
      if (!userId) return;
      const cached = fresh ? undefined : queryCache.get<PaymentLink[]>(key);
      if (cached) {
        setState({ links: cached, loading: false, error: null });
        return;
      }
      const request = ++latest.current;
      setState((s) => ({ ...s, loading: true, error: null }));
      try {
        const links = await getPaymentLinks(userId, { marketplaceId, sellerId });
        queryCache.set(key, links);
        if (request === latest.current) setState({ links, loading: false, error: null });
      } catch (error) {
        if (request === latest.current) {
          setState({ links: [], loading: false, error: messageOf(error, LINKS_LOAD_FAILED) });
        }
      }
    },
    [key, userId, marketplaceId, sellerId],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const reload = useCallback(() => {
    queryCache.invalidate(PAYMENT_LINKS_CACHE);
    return load(true);
  }, [load]);

  return { ...state, reload };
}
