import { SearchSharesCache } from './trigram-shares';

declare module '../../platform/context' {
  interface AppContext {
    searchShares: SearchSharesCache;
  }
}

/** The transactions domain's per-app state: the search's trigram shares. */
export const createTransactionsState = () => ({ searchShares: new SearchSharesCache() });
