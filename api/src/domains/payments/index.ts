// The payments domain: PIX, card and boleto charges (one module per method, methods/) through the
// provider gateway (domains/gateway), idempotency, webhooks, expiry, the live socket, and the
// transaction and refund machines (tx-machine.ts, refund-machine.ts). Follow a payment from routes.ts.

export { registerPayments } from './register-payments';
export { paymentRoutes } from './routes';
export { receiptEmailRoutes } from './receipt-email-routes';
export { createPaymentsState } from './context';
export type { TransactionRow } from './tables';
export { transactionsView } from './read-views';
export { SOLD_STATUSES } from './tx-status';
export { markLatePaymentReviewed } from './late-review';
export { findLostCharge, type LostChargeFinding } from './reconcile';
export { chargeSavedCard, type SavedCardChargeInput, type SavedCardOutcome } from './saved-card-charge';
export {
  issueSubscriptionBoleto,
  type SubscriptionBoletoInput,
  type SubscriptionBoletoOutcome,
} from './subscription-boleto';
export { onBoletoEnded } from './boleto-settled';
export { boletoPdfUrl } from './methods/boleto/boleto-charge';
export { refundPayment, type RefundRequest } from './refund';
export { onTxChange, type TxChange } from './status-hooks';
export { quoteOrder } from './quote';
export { payLink, type PayerRequest } from './pay-link';
export { provideCouponFinder, type CouponFinder, type CouponForOrder, type CouponQuery } from './coupon-port';
export { anonymizePayers, payerTransactions, receiptPayer } from './privacy';
export { samplePayers, type PayerSample } from './payer-sample';
export { noScriptPayRoutes } from './no-script/routes';
