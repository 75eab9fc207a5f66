// The accounts domain: users, login, sessions and the route guard, profile, branding.

export { listenForSessionChanges, registerAuthentication, SESSION_CHANNEL } from './auth/guard';
export { hashPassword } from './auth/password';
export { authRoutes } from './auth/routes';
export { brandingRoutes } from './branding/routes';
export { brandSettingsFor, uploadUrl, type BrandSettings } from './branding/settings';
export {
  emailTakenByOther,
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
export { publicNameChanged } from './branding/public-name';
export { teamRoutes } from './team/routes';
export {
  ACCOUNT_INVITE_VALID_DAYS,
  invitationOpen,
  invitationsOf,
  sendAccountInvitation,
  unusablePasswordHash,
  type Invitation,
} from './invitations/invite-login';
export type { Address, BuyerRow, MarketplaceRow, SellerRow } from './tables';
export {
  activeSellerCountOf,
  buyersView,
  loginInterestPlanOf,
  marketplaceLoginIdMatches,
  marketplaceOfOwner,
  marketplaceOwnerOf,
  marketplacesView,
  removedSellersAmong,
  sellerLoginOf,
  sellersView,
  usersView,
} from './read-views';
export {
  insertAdmin,
  markBuyerRemoved,
  markMarketplaceRemoved,
  markSellerRemoved,
  updateBuyerRecord,
  updateLogin,
  updateMarketplaceRecord,
  updateSellerRecord,
} from './records';
export { createAccountsState } from './context';
export { planLogins } from './plan-choices';
export {
  assertSellerCanReceive,
  normaliseProviderStatus,
  providerStatusOf,
  receivingBlock,
  receivingBlockOf,
  recordProviderStatus,
  type ProviderSellerStatus,
} from './seller-provider-status';
export { currentPasswordMatches } from './current-password';
export { anonymizeBuyers, anonymizeCustomerLogins, buyersOfSubject, sellerAccountOf } from './privacy';
export { securityRoutes } from './security/routes';
export { twoFactorRoutes } from './two-factor';
export { noticeLogin, type LoginMeta } from './security/notice-login';
