// The billing domain (issue 13, docs/billing.md): subscriptions, the engine that charges their
// cycles on saved cards, and the customer's cards and payments. Start from engine/index.ts
// (the sweep) and engine/lifecycle.ts (the subscription statuses).
export { billingRoutes } from './routes';
export { listSubscriptions } from './subscriptions';
export {
  onSubscriptionCanceled,
  subscriptionOfCharge,
  type SubscriptionCanceled,
} from './subscription-hooks';
export { runBillingSweep, type SweepReport } from './engine';
export { registerBilling } from './register';
export { planSubscriptions } from './plan-subscriptions';
export { planNameOfCharge } from './charge-plan-name';
export { anonymizeCardHolders, savedCardsOfBuyers, subscriptionsOfBuyers } from './privacy';
