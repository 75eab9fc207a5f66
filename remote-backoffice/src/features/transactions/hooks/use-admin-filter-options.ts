import { useEffect, useRef } from 'react';
import type { SelectOption } from '@pagora/shared/ui';
import { useMarketplaceOptions, useSellerOptions } from '../api/get-filter-options';
import { ALL_MARKETPLACES, ALL_SELLERS } from '../components/filter-options';

export interface AdminFilterOptions {
  marketplaceOptions: SelectOption[];
  sellerOptions: SelectOption[];
  /** The seller filter to use: 'all' when the chosen seller belongs to another marketplace. */
  sellerId: string;
}

/**
 * The admin's marketplace and seller filters, filled from the API (nothing is fetched for other
 * roles). The seller list follows the chosen marketplace; a seller left over from another
 * marketplace is dropped, since the server refuses that pair.
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
