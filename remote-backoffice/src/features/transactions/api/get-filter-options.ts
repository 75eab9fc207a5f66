import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { linksContract, transactionsContract } from '@pagora/shared/contracts';
import type { SelectOption } from '@pagora/shared/ui';
import { transactionKeys } from './query-keys';

export interface SellerOption extends SelectOption {
  marketplaceId: string;
}

/** Option lists change rarely; a few minutes without asking again is fine. */
const OPTIONS_STALE_MS = 5 * 60_000;

/** GET /api/marketplaces — the admin's marketplace filter: `dados[].id` named by `cliente.nome`. */
export function useMarketplaceOptions(enabled: boolean) {
  return useQuery({
    queryKey: transactionKeys.marketplaceOptions(),
    queryFn: () => call(transactionsContract.marketplaces, {}),
    select: (answer): SelectOption[] => answer.dados.map((m) => ({ value: m.id, label: m.cliente.nome })),
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}

/** GET /api/payment-filters (admin only) — every seller, with the marketplace it belongs to. */
export function useSellerOptions(enabled: boolean) {
  return useQuery({
    queryKey: transactionKeys.sellerOptions(),
    queryFn: () => call(linksContract.filters, {}),
    select: (answer): SellerOption[] =>
      answer.sellers.map((s) => ({ value: s.id, label: s.nome, marketplaceId: s.marketplaceId })),
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}
