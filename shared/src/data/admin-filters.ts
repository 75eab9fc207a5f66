import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { MARKETPLACE_PAGE_SIZE_MAX, linksContract, marketplacesContract } from '@pagora/shared/contracts';

/** A `<select>` option (the kit's SelectOption shape). */
export interface FilterOption {
  value: string;
  label: string;
}
export interface SellerOption extends FilterOption {
  marketplaceId: string;
}

export const ALL_MARKETPLACES: FilterOption = { value: 'all', label: 'Todos os marketplaces' };
export const ALL_SELLERS: FilterOption = { value: 'all', label: 'Todos os vendedores' };

/** One cache for the shell and every remote: these keys are shared by every admin list. */
export const adminFilterKeys = {
  all: ['admin-filter-options'] as const,
  marketplaces: () => [...adminFilterKeys.all, 'marketplaces'] as const,
  sellers: () => [...adminFilterKeys.all, 'sellers'] as const,
};

/** Option lists change rarely; a few minutes without asking again is fine. */
const OPTIONS_STALE_MS = 5 * 60_000;

/**
 * GET /api/marketplaces — the admin's marketplace filter: `dados[].id` named by `cliente.nome`; the
 * list is paged on the server, so the filter asks for its largest page (every marketplace).
 */
export function useMarketplaceOptions(enabled: boolean) {
  return useQuery({
    queryKey: adminFilterKeys.marketplaces(),
    queryFn: ({ signal }) =>
      call(marketplacesContract.list, { query: { pageSize: MARKETPLACE_PAGE_SIZE_MAX } }, { signal }),
    select: (answer): FilterOption[] => answer.dados.map((m) => ({ value: m.id, label: m.cliente.nome })),
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}

/** GET /api/payment-filters (admin only) — every seller, with the marketplace it belongs to. */
export function useSellerOptions(enabled: boolean) {
  return useQuery({
    queryKey: adminFilterKeys.sellers(),
    queryFn: ({ signal }) => call(linksContract.filters, {}, { signal }),
    select: (answer): SellerOption[] =>
      answer.sellers.map((s) => ({ value: s.id, label: s.nome, marketplaceId: s.marketplaceId })),
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}

export interface AdminFilterOptions {
  marketplaceOptions: FilterOption[];
  sellerOptions: FilterOption[];
  /** The seller filter to use: 'all' when the chosen seller belongs to another marketplace. */
  sellerId: string;
}

/**
 * An admin list's marketplace and seller filters, filled from the API (nothing is fetched for
 * other roles; 'all' means no filter). The seller list follows the chosen marketplace; a seller
 * left over from another marketplace is dropped, since the server refuses that pair.
 */
export function useAdminFilterOptions(
  isAdmin: boolean,
  marketplaceId: string,
  sellerId: string,
  clearSeller: () => void,
): AdminFilterOptions {
  const marketplaces = useMarketplaceOptions(isAdmin);
  const sellers = useSellerOptions(isAdmin);
  const inMarketplace =
    marketplaceId === 'all'
      ? (sellers.data ?? [])
      : (sellers.data ?? []).filter((s) => s.marketplaceId === marketplaceId);
  const foreign =
    sellers.data !== undefined && sellerId !== 'all' && !inMarketplace.some((s) => s.value === sellerId);

  const clearRef = useRef(clearSeller);
  useEffect(() => {
    clearRef.current = clearSeller;
  });
  // Two URL changes in one event would overwrite each other (the router patches from the same
  // snapshot), so the leftover seller leaves the URL on the render after the marketplace changed.
  useEffect(() => {
    if (foreign) clearRef.current();
  }, [foreign]);

  return {
    marketplaceOptions: [ALL_MARKETPLACES, ...(marketplaces.data ?? [])],
    sellerOptions: [ALL_SELLERS, ...inMarketplace.map(({ value, label }) => ({ value, label }))],
    sellerId: foreign ? 'all' : sellerId,
  };
}
