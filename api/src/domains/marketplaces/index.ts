// The marketplaces domain (spec 001 sections 2.3, 9): marketplaces as managed records: the admin's
// list with each one's sellers and revenue (GET /marketplaces), the edit and the soft removal.
// Their rows and logins stay in accounts (registration, login and branding write them); this
// domain reads them through accounts' views and changes them through accounts' functions.
//
// Removal: never deletes; a marketplace that still has active sellers is refused (409, remove the
// sellers first); its owner logins end at once (sessions revoked on every instance).
export { marketplaceRoutes } from './routes';
export { findMarketplace, marketplaceRows } from './repository';
export { updateMarketplace, removeMarketplace } from './manage';
export {
  feesPatch,
  hundredthsToPercent,
  marketplaceRecord,
  percentToHundredths,
  type MarketplaceJoined,
} from './record';
