import { createPlanCache, type PlanCache } from './user-juros';

declare module '../../platform/context' {
  interface AppContext {
    plans: PlanCache;
  }
}

/** The interest-plans domain's per-app state: the plan cache. */
export const createInterestPlansState = () => ({ plans: createPlanCache() });
