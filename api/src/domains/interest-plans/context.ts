import type { PlanHolders } from './plan-holders';
import { createPlanCache, type PlanCache } from './user-juros';

declare module '../../platform/context' {
  interface AppContext {
    plans: PlanCache;
    planHolders: PlanHolders;
  }
}

/** The interest-plans domain's per-app state: the plan cache, and who holds plans (plan-holders.ts). */
export const createInterestPlansState = (planHolders: PlanHolders) => ({
  plans: createPlanCache(),
  planHolders,
});
