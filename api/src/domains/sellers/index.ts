// The sellers domain: sellers as managed records (spec 001 sections 2.1-2.2, 7), spec 000's
// `/seller/:id`, `/sellers`, `/cliente/:id`, the provider onboarding and the seller report.
//
// A seller's row and login stay in `accounts` (login, sessions and registration read them); this
// domain adds the operator/owner views on top, reading through accounts' views and writing through
// its functions (ADR 012). Marketplaces are a domain of their own (`marketplaces`); the spec 000
// `/cliente/*` routes answer either kind and live here, asking `marketplaces` for its part.
//
// Removal (decisions):
// - Never deletes: a removed seller gets `deleted_at`; transactions, links and
//   balances keep pointing at it and stay readable by the admin. Its links answer 410 'Este link
//   de pagamento expirou ou não está mais ativo.' (links/payable-link.ts checks `deleted_at`).
// - Its logins stop at once: sessions are revoked in the database, dropped from this instance's
//   cache and NOTIFY `u:<userId>` drops them on every other instance; the password hash is
//   replaced by a marker no password matches, so it cannot log in again.
export { sellerRoutes } from './routes';
