import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { interestPlans, type InterestPlanRow } from './tables';

/**
 * Which plan prices a new link of `who` (a seller, or a marketplace owner creating a link for one
 * of its sellers: then `who` is that seller): the user's own choice when it is active, else its
 * marketplace's active default.
 */
export async function planForNewLink(
  db: Db,
  who: { userId: string; cargo: string; marketplaceId: string | null },
): Promise<InterestPlanRow | undefined> {
  if (!who.marketplaceId) return undefined;
  if (who.cargo === 'seller') {
    const [own] = await db
      .select({ plan: interestPlans })
      .from(interestPlans)
      .where(
        and(
          eq(interestPlans.status, 'ativo'),
          sql`${interestPlans.id} = (SELECT u.interest_plan_id FROM users u WHERE u.id = ${who.userId})`,
        ),
      )
      .limit(1);
    if (own) return own.plan;
  }
  const [fallback] = await db
    .select()
    .from(interestPlans)
    .where(
      and(
        eq(interestPlans.marketplaceId, who.marketplaceId),
        eq(interestPlans.isDefault, true),
        eq(interestPlans.status, 'ativo'),
      ),
    )
    .limit(1);
  return fallback;
}
