// The links domain: payment links and the cached payer view.

export { seedDemoLinks } from './demo-links';
export { newLinkId } from './link-id';
export { installmentOptions, loadPayableLink, priceInstallments, type PayableLink } from './payable-link';
export { insertLink } from './repository';
export { linkRoutes } from './routes';
export { payerPageRoutes } from './payer-page';
export { linkMailRoutes } from './mail-routes';
export { paymentLinks, type PaymentLinkRow, type SplitRule } from './tables';
export { createLinksState } from './context';
