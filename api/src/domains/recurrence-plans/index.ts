// The recurrence-plans domain (spec 001 section 2.5): plans that subscriptions charge.
export { recurrencePlanRoutes } from './routes';
export { recurrencePlans, type RecurrencePlanRow } from './tables';
export { createPlan } from './manage';
