// The links domain: payment links and the cached payer view.

export { seedDemoLinks } from './demo-links';
export { newLinkId } from './link-id';
export { installmentOptions, loadPayableLink, priceInstallments, type PayableLink } from './payable-link';
export { createPaymentLink } from './create-link';
export { boletoSettingsOf } from './boleto-settings';
export { checkoutSettingsOf } from './checkout-settings';
export { findLink, insertLink, type LinkWithNames } from './repository';
export { linkScope } from './link-scope';
export { listPaymentLinks } from './list-links';
export { previewSavedLinks } from './net-preview';
export { removePaymentLink } from './manage-link';
export { linkRoutes } from './routes';
export { payerPageRoutes } from './payer-page';
export { installmentView } from './payer-view';
export { CARD_NEEDS_SCRIPT, noScriptFormPage, type FormState } from './no-script';
export { linkMailRoutes } from './mail-routes';
export type { PaymentLinkRow, SplitRule } from './tables';
export { paymentLinksView } from './read-views';
export { createLinksState } from './context';
export { planLinks } from './plan-usage';
export { anonymizeLinkAddresses, linksSentTo } from './privacy';
