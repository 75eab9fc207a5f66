// The payouts domain (issue 25): a seller's bank accounts, the balance and its receivables from the
// provider, payouts ('Sacar') and the receiving policy. Follow a call from routes.ts; the
// provider's verbs are the payments port's (gateway/payout-port.ts).

export { payoutRoutes } from './routes';
export { dashboardBalances } from './balance';
export { onHeldAmounts, type Hold } from './held-amounts';
export { listBankAccounts } from './bank-accounts';
export { onPayoutSettled, type PayoutSettled, type PayoutSettledHook } from './payout-hooks';
