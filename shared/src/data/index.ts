// `@pagora/shared/data`: server state for the back office (TanStack Query), shared as a singleton
// so one cache serves the shell and every remote. Test helpers: `@pagora/shared/data/testing`.
export { queryClient, QUERY_DEFAULTS } from './query-client';
export { DataProvider } from './data-provider';
export { withDataLayer } from './with-data-layer';
export {
  ALL_MARKETPLACES,
  ALL_SELLERS,
  adminFilterKeys,
  useAdminFilterOptions,
  useMarketplaceOptions,
  useSellerOptions,
  type AdminFilterOptions,
  type FilterOption,
  type SellerOption,
} from './admin-filters';
export { useMoneyAction, isStillRunning, type MoneyAction, type MoneyOutcome } from './use-money-action';
