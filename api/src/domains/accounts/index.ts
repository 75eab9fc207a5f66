// The accounts domain: users, login, sessions and the route guard, profile, branding.

export {
  listenForSessionChanges,
  registerAuthentication,
  requirePrincipal,
  SESSION_CHANNEL,
} from './auth/guard';
export { hashPassword } from './auth/password';
export { authRoutes } from './auth/routes';
export { type Principal } from './auth/sessions';
export { brandingRoutes } from './branding/routes';
export { brandSettingsFor, uploadUrl, type BrandSettings } from './branding/settings';
export {
  insertBuyer,
  insertCustomer,
  insertMarketplaceAccount,
  insertSellerAccount,
  listMarketplaceSummaries,
  listSellerSummaries,
} from './repository';
export { dropSessionsCache, retireLoginRows } from './logins';
export { uniqueViolationOf } from './register';
export { accountRoutes } from './routes';
export { passwordResetRoutes } from './password-reset/routes';
export { buyers, marketplaces, sellers, users, type Address, type BuyerRow, type SellerRow } from './tables';
export { createAccountsState } from './context';
export {
  assertSellerCanReceive,
  normaliseProviderStatus,
  receivingBlock,
  recordProviderStatus,
  type ProviderSellerStatus,
} from './seller-provider-status';
