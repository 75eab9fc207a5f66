import type { InterestPlanItem } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { canManage, type PlanWithOwner } from './access';
import { planForNewLink } from './plan-for-link';
import { wireParcelas } from './user-juros';

/** Open links priced with the plan: what a rate change touches, and why it cannot be removed. */
export async function openLinksUsing(ctx: AppContext, planId: string): Promise<number> {
  return (await ctx.planHolders.openLinksByPlan(ctx.db, [planId])).get(planId) ?? 0;
}

/** The plan the caller's new links use: its own choice, else its marketplace's default. */
export async function chosenPlanId(ctx: AppContext, who: Principal): Promise<string | null> {
  if (who.cargo !== 'seller' && who.cargo !== 'marketplace') return null;
  const plan = await planForNewLink(ctx, who);
  return plan?.id ?? null;
}

export function itemOf(
  plan: PlanWithOwner,
  who: Principal,
  chosenId: string | null,
  links: number,
): InterestPlanItem {
  return {
    id: plan.id,
    id_zoop: plan.idZoop,
    nome: plan.nome,
    description: plan.description,
    status: plan.status,
    cliente_id: plan.ownerUserId,
    marketplaceId: plan.marketplaceId,
    parcelas: wireParcelas(plan.parcelas),
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    em_uso: plan.id === chosenId,
    proprio: canManage(who, plan),
    links_abertos: links,
  };
}
