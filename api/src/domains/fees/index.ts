// The fees domain (issue 38, docs/fees.md): a marketplace's 'Tabela de taxas' (the provider's rates
// it contracted and its own fee, by the day each applies, audited), and the check of every paid
// sale's provider fee against it. It sits below payments, which asks it for a sale's rates and
// hands it each paid sale; developers subscribes to its divergences for the shops' webhooks.

export { feeRatesForSeller, sellerFeesOn, brasiliaDayOf, type SellerFees } from './rates';
export { checkSaleFee, type PaidSale } from './fee-check';
export { listFeeDivergences, type DivergenceScope } from './divergences';
export { onFeeDivergence, type FeeDivergence } from './divergence-hooks';
export { feeTableRoutes } from './routes';
