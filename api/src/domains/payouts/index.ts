// The payouts domain (issue 25): a seller's bank accounts, the balance and its receivables from the
// provider, payouts ('Sacar') and the receiving policy. Follow a call from routes.ts; the
// provider's verbs are the payments port's (gateway/payout-port.ts).

export { payoutRoutes } from './routes';
export { dashboardBalances } from './balance';
export { createPayoutsState } from './context';
export { SELLER_MONEY_CHANNEL } from './balance-cache';
export { onHeldAmounts, type Hold } from './held-amounts';
export { listBankAccounts } from './bank-accounts';
export { onPayoutSettled, type PayoutSettled, type PayoutSettledHook } from './payout-hooks';
export { onPayoutSent, type PayoutSent } from './payout-hooks';
// What antecipação reuses: the seller a money call is about, one call at a time per seller, the
// provider's clock, and which receivables are still to come.
export { sellerInScope, type PayoutSeller } from './seller-scope';
export { oneAtATime } from './seller-queue';
export { payoutsNow } from './sandbox-clock';
export { toBeReceived } from './receivables';
