// The privacy domain (issue 39, LGPD): what a business holds about one payer or buyer, its export
// and anonymization across the domains that hold it (each through its own privacy.ts), and the
// requests people make from their receipts. docs/privacy.md.
export { privacyRoutes } from './routes';
export { privacyPayerRoutes } from './payer-routes';
