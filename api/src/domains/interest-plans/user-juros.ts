import type { UserJuros } from '@pagora/shared/contracts';
import { centsToReais, type InstallmentRate, type Role } from '@pagora/shared';
import { NotifiedCache } from '../../platform/notified-cache';
import { planForNewLink, type PlanReader } from './plan-for-link';

export type UserPlan = { id_juros: string; juros: UserJuros };

/** 299 hundredths -> 2.99: the same exact "integer / 100" conversion as cents to reais. */
export const ratePercent = (rateHundredths: number): number => centsToReais(rateHundredths);

export const wireParcelas = (rates: readonly InstallmentRate[]) =>
  rates.map((r) => ({ parcela: `${r.count}x`, taxa: ratePercent(r.rateHundredths) }));

/** Default plans are read by every login and /me; invalidate on any plan change. */
export const createPlanCache = () => new NotifiedCache<UserPlan | null>('pagora_plan_changed');
export type PlanCache = NotifiedCache<UserPlan | null>;

/** Admins, customers and users outside a marketplace price no links. */
const hasPlan = (who: { cargo: Role; marketplaceId: string | null }): boolean =>
  (who.cargo === 'seller' || who.cargo === 'marketplace') && Boolean(who.marketplaceId);

/** `userPlanFor`'s answer when it is already cached (GET /api/me stays synchronous), else undefined. */
export function cachedUserPlanFor(
  ctx: { plans: PlanCache },
  who: { userId: string; cargo: Role; marketplaceId: string | null },
): { value: UserPlan | null } | undefined {
  return hasPlan(who) ? ctx.plans.peek(who.userId) : { value: null };
}

/**
 * The plan a user's new links are priced with (the login and /me answer's `id_juros`, `juros`):
 * the same one `planForNewLink` picks. Admins and customers have none. Cached per user; any plan
 * change empties the cache (manage.ts).
 */
export async function userPlanFor(
  ctx: PlanReader & { plans: PlanCache },
  who: { userId: string; cargo: Role; marketplaceId: string | null },
): Promise<UserPlan | null> {
  if (!hasPlan(who)) return null;
  const load = async (): Promise<UserPlan | null> => {
    const plan = await planForNewLink(ctx, who);
    if (!plan) return null;
    return { id_juros: plan.id, juros: { id_zoop: plan.idZoop, parcelas: wireParcelas(plan.parcelas) } };
  };
  return ctx.plans.get(who.userId, load);
}
