// The interest-plans domain: rate plans, who owns and chooses them, and the plan each user's new
// links are priced with. It sits below accounts (which gives every new marketplace the standard
// plan and answers the login's plan) and links: what it needs of them comes in plan-holders.ts.

export { findDefaultPlan, insertStandardPlan } from './repository';
export { STANDARD_RATES } from './standard-rates';
export { interestPlansView } from './read-views';
export { ratePercent, cachedUserPlanFor, userPlanFor, type UserPlan } from './user-juros';
export { planForNewLink } from './plan-for-link';
export { userPlansChanged } from './manage';
export { planAssignableToSeller } from './access';
export type { PlanHolders, PlanLinks, PlanLogins } from './plan-holders';
export { createInterestPlansState } from './context';
export { interestPlanRoutes } from './routes';
