import type { Db } from '../../platform/db/client';

/**
 * What this domain needs of the subscriptions (billing), which sit above it (billing imports it):
 * billing answers from its own table and status table (engine/lifecycle.ts), given when the app is
 * composed (app-context.ts), so no status list is written here twice (docs/decisions/012).
 */
export type PlanSubscriptions = {
  /**
   * Subscriptions of the plan: all of them, those the engine still bills (live), and the live ones
   * charged by boleto (issue 24).
   */
  countByPlan(db: Db, planId: string): Promise<{ live: number; all: number; liveBoleto: number }>;
};
