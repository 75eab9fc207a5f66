// The links domain: payment links and the cached payer view.

export { seedDemoLinks } from './demo-links';
export { newLinkId } from './link-id';
export { installmentOptions, loadPayableLink, priceInstallments, type PayableLink } from './payable-link';
export { createPaymentLink } from './create-link';
export { findLink, insertLink, type LinkWithNames } from './repository';
export { linkScope } from './link-scope';
export { listPaymentLinks } from './list-links';
export { removePaymentLink } from './manage-link';
export { linkRoutes } from './routes';
export { payerPageRoutes } from './payer-page';
export { linkMailRoutes } from './mail-routes';
export { paymentLinks, type PaymentLinkRow, type SplitRule } from './tables';
export { createLinksState } from './context';
