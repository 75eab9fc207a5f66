// The sellers domain: sellers and marketplaces as managed records (spec 001 sections 2.1-2.3, 7),
// spec 000's `/seller/:id`, `/sellers`, `/cliente/:id`, the provider onboarding and the seller report.
//
// One domain for both: a marketplace's management screens are mostly about its sellers (list,
// add, remove, "cannot remove while it has sellers"), and both are the same kind of record (a
// "cliente": the account behind a seller or a marketplace), so their rules live together. The
// tables stay in `accounts` (login, sessions and registration read them); this domain adds the
// operator/owner views on top. `GET /api/marketplaces` stays in `transactions` (reused, not copied).
//
// Removal (decisions):
// - Never deletes: a removed seller or marketplace gets `deleted_at`; transactions, links and
//   balances keep pointing at it and stay readable by the admin. Its links answer 410 'Este link
//   de pagamento expirou ou não está mais ativo.' (links/payable-link.ts checks `deleted_at`).
// - Its logins stop at once: sessions are revoked in the database, dropped from this instance's
//   cache and NOTIFY `u:<userId>` drops them on every other instance; the password hash is
//   replaced by a marker no password matches, so it cannot log in again.
// - A marketplace that still has active sellers is not removed: 409 with a pt-BR message asking to
//   remove its sellers first (no cascading removal behind a second confirmation).
export { sellerRoutes } from './routes';
