import { count, eq, sql } from 'drizzle-orm';
import type { PlanSubscriptions } from '../recurrence-plans';
import { statusAllows } from './engine';
import { subscriptions } from './tables';

/**
 * Billing's side of the recurrence plans (recurrence-plans/plan-subscriptions.ts): a live
 * subscription is one the engine still bills each cycle, from the lifecycle table.
 */
export const planSubscriptions: PlanSubscriptions = {
  async countByPlan(db, planId) {
    const [row] = await db
      .select({
        all: count(),
        live: sql<number>`count(*) FILTER (WHERE ${statusAllows(subscriptions.status, 'cycle_opened')})`,
        liveBoleto: sql<number>`count(*) FILTER (WHERE ${statusAllows(subscriptions.status, 'cycle_opened')}
                                 AND 'bank_slip' = ANY (${subscriptions.paymentMethods}))`,
      })
      .from(subscriptions)
      .where(eq(subscriptions.planoId, planId));
    return {
      all: Number(row?.all ?? 0),
      live: Number(row?.live ?? 0),
      liveBoleto: Number(row?.liveBoleto ?? 0),
    };
  },
};
