import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { interestPlans, type InterestPlanRow } from './tables';

/** What reading a login's plan takes: the database and the logins' choices. */
export type PlanReader = Pick<AppContext, 'db' | 'planHolders'>;

/**
 * Which plan prices a new link of `who` (a seller, or a marketplace owner creating a link for one
 * of its sellers: then `who` is that seller): the user's own choice when it is active, else its
 * marketplace's active default.
 */
export async function planForNewLink(
  ctx: PlanReader,
  who: { userId: string; cargo: string; marketplaceId: string | null },
): Promise<InterestPlanRow | undefined> {
  const { db } = ctx;
  if (!who.marketplaceId) return undefined;
  const chosen = who.cargo === 'seller' ? await ctx.planHolders.choiceOf(db, who.userId) : null;
  if (chosen) {
    const [own] = await db
      .select()
      .from(interestPlans)
      .where(and(eq(interestPlans.id, chosen), eq(interestPlans.status, 'ativo')))
      .limit(1);
    if (own) return own;
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
