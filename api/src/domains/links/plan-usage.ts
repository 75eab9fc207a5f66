import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { PAYABLE_LINK_STATUSES } from '@pagora/shared/contracts';
import type { PlanLinks } from '../interest-plans';
import { paymentLinks } from './tables';

/**
 * The links' side of the interest plans (interest-plans/plan-holders.ts): an open link is one not
 * removed and still payable ('pendente' counts like 'ativo'): what a rate change touches.
 */
export const planLinks: PlanLinks = {
  async openLinksByPlan(db, planIds) {
    if (planIds.length === 0) return new Map();
    const rows = await db
      .select({ id: paymentLinks.interestPlanId, n: count() })
      .from(paymentLinks)
      .where(
        and(
          inArray(paymentLinks.interestPlanId, [...planIds]),
          isNull(paymentLinks.deletedAt),
          inArray(paymentLinks.status, [...PAYABLE_LINK_STATUSES]),
        ),
      )
      .groupBy(paymentLinks.interestPlanId);
    return new Map(rows.flatMap((r) => (r.id ? [[r.id, Number(r.n)] as const] : [])));
  },
  async forgetPlan(db, planId) {
    await db
      .update(paymentLinks)
      .set({ interestPlanId: null })
      .where(eq(paymentLinks.interestPlanId, planId));
  },
};
