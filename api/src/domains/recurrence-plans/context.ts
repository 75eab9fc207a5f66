import type { PlanSubscriptions } from './plan-subscriptions';

declare module '../../platform/context' {
  interface AppContext {
    planSubscriptions: PlanSubscriptions;
  }
}

/** The recurrence-plans domain's per-app state: who answers for a plan's subscriptions. */
export const createRecurrencePlansState = (planSubscriptions: PlanSubscriptions) => ({
  planSubscriptions,
});
