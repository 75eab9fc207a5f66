import { and, eq, or, type SQL } from 'drizzle-orm';
import { INTEREST_PLAN_MESSAGES as M } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { managedOr404, ownedWhere, readsOwned } from '../../platform/owned-resource';
import type { Principal } from '../../platform/principal';
import { interestPlans, type InterestPlanRow } from './tables';

type OwnerKind = { ownerCargo: string | null };
export type PlanWithOwner = InterestPlanRow & OwnerKind;

/**
 * Who may do what (spec 001 section 6): a seller manages its own plans; a marketplace owner manages
 * the plans of its marketplace's owner logins and reads its sellers'; an admin reads everything.
 */
export function canRead(who: Principal, plan: PlanWithOwner): boolean {
  // A seller also reads its marketplace's default: the plan its links use until it picks its own.
  const marketplaceDefault =
    who.cargo === 'seller' && plan.marketplaceId === who.marketplaceId && plan.isDefault;
  return readsOwned(who, plan) || marketplaceDefault;
}

export function canManage(who: Principal, plan: PlanWithOwner): boolean {
  if (who.cargo === 'seller') return plan.ownerUserId === who.userId;
  if (who.cargo === 'marketplace')
    return plan.marketplaceId === who.marketplaceId && (plan.ownerCargo ?? 'marketplace') === 'marketplace';
  return false;
}

/** The plans with their owners' roles (a marketplace owner's plans are its marketplace's). */
export async function withOwners(ctx: AppContext, plans: InterestPlanRow[]): Promise<PlanWithOwner[]> {
  const owners = plans.flatMap((p) => (p.ownerUserId ? [p.ownerUserId] : []));
  const roles = await ctx.planHolders.rolesOf(ctx.db, [...new Set(owners)]);
  return plans.map((p) => ({ ...p, ownerCargo: (p.ownerUserId && roles.get(p.ownerUserId)) || null }));
}

export async function findPlan(ctx: AppContext, id: string): Promise<PlanWithOwner | undefined> {
  const rows = await ctx.db.select().from(interestPlans).where(eq(interestPlans.id, id)).limit(1);
  return (await withOwners(ctx, rows))[0];
}

/** A plan the caller may manage; anything else (foreign, unknown) is 404. */
export async function managedPlan(ctx: AppContext, who: Principal, id: string): Promise<PlanWithOwner> {
  const rules = {
    reads: (p: PlanWithOwner) => canRead(who, p),
    manages: (p: PlanWithOwner) => canManage(who, p),
  };
  return managedOr404(await findPlan(ctx, id), rules, M.notFound);
}

export function visibleTo(who: Principal): SQL | undefined {
  if (who.cargo === 'admin') return undefined;
  if ((who.cargo !== 'marketplace' && who.cargo !== 'seller') || !who.marketplaceId)
    throw AppError.forbidden();
  const own = ownedWhere(who, {
    marketplaceId: interestPlans.marketplaceId,
    ownerUserId: interestPlans.ownerUserId,
  });
  if (who.cargo === 'marketplace') return own;
  return or(own, and(eq(interestPlans.marketplaceId, who.marketplaceId), eq(interestPlans.isDefault, true)));
}

/**
 * The plan a marketplace owner may set for one of its sellers (the seller form's id_juros): active,
 * of that marketplace, and owned by the marketplace or by the seller itself (its own choice kept).
 */
export async function planAssignableToSeller(
  ctx: AppContext,
  planId: string,
  seller: { userId: string; marketplaceId: string },
): Promise<boolean> {
  const plan = await findPlan(ctx, planId);
  return (
    plan !== undefined &&
    plan.status === 'ativo' &&
    plan.marketplaceId === seller.marketplaceId &&
    (plan.ownerUserId === seller.userId || (plan.ownerCargo ?? 'marketplace') === 'marketplace')
  );
}
