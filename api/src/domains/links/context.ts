import { createLinkViewCache, type LinkViewCache } from './payer-view-cache';

declare module '../../platform/context' {
  interface AppContext {
    linkViews: LinkViewCache;
  }
}

/** The links domain's per-app state: the payer view cache. */
export const createLinksState = () => ({ linkViews: createLinkViewCache() });
