import type { UserJuros } from '@pagora/shared/contracts';
import { centsToReais, type InstallmentRate, type Role } from '@pagora/shared';
import type { Db } from '../../platform/db/client';
import { NotifiedCache } from '../../platform/notified-cache';
import { findDefaultPlan } from './repository';

export type UserPlan = { id_juros: string; juros: UserJuros };

/** 299 hundredths -> 2.99: the same exact "integer / 100" conversion as cents to reais. */
export const ratePercent = (rateHundredths: number): number => centsToReais(rateHundredths);

export const wireParcelas = (rates: readonly InstallmentRate[]) =>
  rates.map((r) => ({ parcela: `${r.count}x`, taxa: ratePercent(r.rateHundredths) }));

/** Default plans are read by every login and /me; invalidate on any plan change. */
export const createPlanCache = () => new NotifiedCache<UserPlan | null>('pagora_plan_changed');
export type PlanCache = NotifiedCache<UserPlan | null>;

/** Sellers and marketplace owners see their marketplace's default plan; others have none. */
export async function userPlanFor(
  db: Db,
  who: { cargo: Role; marketplaceId: string | null },
  cache?: PlanCache,
): Promise<UserPlan | null> {
  const marketplaceId = who.marketplaceId;
  if ((who.cargo !== 'seller' && who.cargo !== 'marketplace') || !marketplaceId) return null;
  const load = async (): Promise<UserPlan | null> => {
    const plan = await findDefaultPlan(db, marketplaceId);
    if (!plan) return null;
    return { id_juros: plan.id, juros: { id_zoop: plan.idZoop, parcelas: wireParcelas(plan.parcelas) } };
  };
  return cache ? cache.get(marketplaceId, load) : load();
}
