// The links domain: payment links and the cached payer view.

export { seedDemoLinks } from './demo-links';
export { newLinkId } from './link-id';
export { installmentOptions, loadPayableLink, priceInstallments, type PayableLink } from './payable-link';
export { insertLink } from './repository';
export { linkRoutes } from './routes';
export { linkMailRoutes } from './mail-routes';
export type { PaymentLinkRow, SplitRule } from './tables';
export { paymentLinksView } from './read-views';
export { createLinksState } from './context';
export { planLinks } from './plan-usage';
