import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { INTEREST_PLAN_MESSAGES as M } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import { containsPattern } from '../../platform/db/sql-helpers';
import { offsetOf, pageOf, requireOwnPath, totalOver, type ListQuery } from '../../platform/owned-resource';
import type { Principal } from '../../platform/principal';
import { visibleTo, withOwners } from './access';
import { chosenPlanId, itemOf } from './plan-item';
import { interestPlans } from './tables';

/** GET /juros/cliente/:userId: the path names the caller (an admin may name anyone: all plans). */
export async function listPlans(
  ctx: AppContext,
  who: Principal,
  userId: string,
  q: ListQuery & { status?: 'ativo' | 'inativo' | undefined; em_uso?: 'true' | undefined },
) {
  requireOwnPath(who, userId, M.notFound);
  const like = containsPattern(q.q);
  const chosen = await chosenPlanId(ctx, who);
  const where = and(
    visibleTo(who),
    q.em_uso ? eq(interestPlans.id, chosen ?? '00000000-0000-0000-0000-000000000000') : undefined,
    q.status ? eq(interestPlans.status, q.status) : undefined,
    like ? or(ilike(interestPlans.nome, like), ilike(interestPlans.description, like)) : undefined,
  );
  const rows = await ctx.db
    .select({ plan: interestPlans, total: totalOver() })
    .from(interestPlans)
    .where(where)
    .orderBy(desc(interestPlans.createdAt), desc(interestPlans.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const plans = await withOwners(
    ctx,
    rows.map((r) => r.plan),
  );
  const links = await ctx.planHolders.openLinksByPlan(
    ctx.db,
    plans.map((p) => p.id),
  );
  const countAll = async () =>
    Number((await ctx.db.select({ n: count() }).from(interestPlans).where(where))[0]?.n ?? 0);
  const dados = plans.map((p) => itemOf(p, who, chosen, links.get(p.id) ?? 0));
  return pageOf(rows, q, dados, countAll);
}
