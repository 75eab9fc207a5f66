// The transactions domain: lists, CSV export, refunds, the late-PIX queue, dashboards on the
// monthly rollup (ADR 005). Transactions are written by the payments domain; this one reads them.
export { transactionRoutes } from './routes';
export { listTransactions } from './list-transactions';
export { loadOwnTransaction, refundOwnTransaction } from './own-transaction';
