// The recurrence-plans domain (spec 001 section 2.5): plans that subscriptions charge.
export { recurrencePlanRoutes } from './routes';
export type { RecurrencePlanRow } from './tables';
export { recurrencePlansView } from './read-views';
export { createPlan } from './manage';
export { createRecurrencePlansState } from './context';
export type { PlanSubscriptions } from './plan-subscriptions';
export { holdPlanTakingBoleto } from './plan-boleto';
