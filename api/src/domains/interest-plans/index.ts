// The interest-plans domain: rate plans and the plan each user prices links with.

export { findDefaultPlan, insertStandardPlan } from './repository';
export { STANDARD_RATES } from './standard-rates';
export { interestPlans } from './tables';
export { ratePercent, userPlanFor, type UserPlan } from './user-juros';
export { createInterestPlansState } from './context';
export { interestPlanRoutes } from './routes';
