// The transactions domain: the lists, the CSV export, the detail, the late-PIX queue and the
// dashboards on the monthly rollup (ADR 005). It reads the payments' rows through their read-only
// view and changes nothing itself but folding its rollups' deltas (register.ts): a refund (`refundPayment`) and the late queue's 'Aceitar'
// (`markLatePaymentReviewed`) are payments' operations it calls (ADR 012).
export { transactionRoutes } from './routes';
export { createTransactionsState } from './context';
export { registerTransactions } from './register';
export { listTransactions } from './list-transactions';
export { loadOwnTransaction, refundOwnTransaction } from './own-transaction';
export { paidRevenueByMarketplace } from './marketplace-revenue';
export { disputeFiguresOf, netOf, splitRulesText } from './figures';
export { disputeHolds } from './disputes';
export { orderOf } from './order-view';
