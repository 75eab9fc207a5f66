import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { PlanLogins } from '../interest-plans';
import { users } from './tables';

/** The logins' side of the interest plans (interest-plans/plan-holders.ts): roles and choices. */
export const planLogins: PlanLogins = {
  async rolesOf(db, userIds) {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, cargo: users.cargo })
      .from(users)
      .where(inArray(users.id, [...userIds]));
    return new Map(rows.map((r) => [r.id, r.cargo]));
  },
  async choiceOf(db, userId) {
    const [row] = await db
      .select({ planId: users.interestPlanId })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.planId ?? null;
  },
  async choose(db, userId, planId) {
    await db.update(users).set({ interestPlanId: planId }).where(eq(users.id, userId));
  },
  async countChoosing(db, planId) {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.interestPlanId, planId), isNull(users.deletedAt)));
    return Number(row?.n ?? 0);
  },
};
