import { createBalanceCache, type BalanceCache } from './balance-cache';

declare module '../../platform/context' {
  interface AppContext {
    balances: BalanceCache;
  }
}

/** The payouts domain's per-app state: the dashboard's balances (balance-cache.ts). */
export const createPayoutsState = () => ({ balances: createBalanceCache() });
