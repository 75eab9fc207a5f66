import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { STANDARD_PLAN } from './standard-rates';
import { interestPlans, type InterestPlanRow } from './tables';

/** The marketplace's active default plan: what new links are priced with. */
export async function findDefaultPlan(db: Db, marketplaceId: string): Promise<InterestPlanRow | undefined> {
  const rows = await db
    .select()
    .from(interestPlans)
    .where(
      and(
        eq(interestPlans.marketplaceId, marketplaceId),
        eq(interestPlans.isDefault, true),
        eq(interestPlans.status, 'ativo'),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Gives a new marketplace the standard plan as its default (called inside its creation transaction). */
export async function insertStandardPlan(
  db: Db,
  marketplaceId: string,
  ownerUserId: string | null = null,
): Promise<InterestPlanRow> {
  const [row] = await db
    .insert(interestPlans)
    .values({
      ...STANDARD_PLAN,
      parcelas: [...STANDARD_PLAN.parcelas],
      marketplaceId,
      ownerUserId,
      isDefault: true,
    })
    .returning();
  if (!row) throw new Error('interest plan insert returned nothing');
  return row;
}
