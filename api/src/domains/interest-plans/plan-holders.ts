import type { Role } from '@pagora/shared';
import type { Db } from '../../platform/db/client';

/**
 * What this domain needs of the logins (accounts) and the links, which both sit above it (they
 * import it): each of them answers its own part, given when the app is composed (app-context.ts),
 * so this domain neither imports them nor touches their tables (docs/decisions/012).
 */
export type PlanHolders = {
  /** Each login's role, for the plans they own (a marketplace owner's plans are its marketplace's). */
  rolesOf(db: Db, userIds: readonly string[]): Promise<Map<string, Role>>;
  /** The plan a login chose for its new links ('Usar nos meus links'), or null. */
  choiceOf(db: Db, userId: string): Promise<string | null>;
  /** Records a login's choice (inside the caller's transaction). */
  choose(db: Db, userId: string, planId: string): Promise<void>;
  /** Active logins that chose the plan. */
  countChoosing(db: Db, planId: string): Promise<number>;
  /** Open (not removed, payable) links priced with each plan; a plan with none is absent. */
  openLinksByPlan(db: Db, planIds: readonly string[]): Promise<Map<string, number>>;
  /** Removed links forget a plan being removed (inside the caller's transaction). */
  forgetPlan(db: Db, planId: string): Promise<void>;
};

export type PlanLogins = Pick<PlanHolders, 'rolesOf' | 'choiceOf' | 'choose' | 'countChoosing'>;
export type PlanLinks = Pick<PlanHolders, 'openLinksByPlan' | 'forgetPlan'>;
