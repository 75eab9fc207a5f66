import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { InterestPlan } from '@pagora/shared';
import {
  INTEREST_PLAN_MESSAGES as M,
  planInUseMessage,
  type AuditChange,
  type InterestPlanItem,
} from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { managedOr404, ownedWhere, readsOwned } from '../../platform/owned-resource';
import { requireOwnPath, requireTenantOwner } from '../../platform/owned-resource';
import { offsetOf, pageOf, totalOver, type ListQuery } from '../../platform/owned-resource';
import { changedFields, recordAudit, type AuditRecord } from '../audit';
import { interestPlans, type InterestPlanRow } from './tables';
import { planForNewLink } from './plan-for-link';
import { ratePercent, wireParcelas } from './user-juros';
import { ALL_KEYS } from '../../platform/notified-cache';
import { containsPattern } from '../../platform/db/sql-helpers';

type OwnerKind = { ownerCargo: string | null };
type PlanWithOwner = InterestPlanRow & OwnerKind;

/**
 * Who may do what (spec 001 section 6): a seller manages its own plans; a marketplace owner manages
 * the plans of its marketplace's owner logins and reads its sellers'; an admin reads everything.
 */
function canRead(who: Principal, plan: PlanWithOwner): boolean {
  // A seller also reads its marketplace's default: the plan its links use until it picks its own.
  const marketplaceDefault =
    who.cargo === 'seller' && plan.marketplaceId === who.marketplaceId && plan.isDefault;
  return readsOwned(who, plan) || marketplaceDefault;
}

function canManage(who: Principal, plan: PlanWithOwner): boolean {
  if (who.cargo === 'seller') return plan.ownerUserId === who.userId;
  if (who.cargo === 'marketplace')
    return plan.marketplaceId === who.marketplaceId && (plan.ownerCargo ?? 'marketplace') === 'marketplace';
  return false;
}

/** The plans with their owners' roles (a marketplace owner's plans are its marketplace's). */
async function withOwners(ctx: AppContext, plans: InterestPlanRow[]): Promise<PlanWithOwner[]> {
  const owners = plans.flatMap((p) => (p.ownerUserId ? [p.ownerUserId] : []));
  const roles = await ctx.planHolders.rolesOf(ctx.db, [...new Set(owners)]);
  return plans.map((p) => ({ ...p, ownerCargo: (p.ownerUserId && roles.get(p.ownerUserId)) || null }));
}

async function findPlan(ctx: AppContext, id: string): Promise<PlanWithOwner | undefined> {
  const rows = await ctx.db.select().from(interestPlans).where(eq(interestPlans.id, id)).limit(1);
  return (await withOwners(ctx, rows))[0];
}

/** A plan the caller may manage; anything else (foreign, unknown) is 404. */
async function managedPlan(ctx: AppContext, who: Principal, id: string): Promise<PlanWithOwner> {
  const rules = {
    reads: (p: PlanWithOwner) => canRead(who, p),
    manages: (p: PlanWithOwner) => canManage(who, p),
  };
  return managedOr404(await findPlan(ctx, id), rules, M.notFound);
}

/** Open links priced with the plan: what a rate change touches, and why it cannot be removed. */
async function openLinksUsing(ctx: AppContext, planId: string): Promise<number> {
  return (await ctx.planHolders.openLinksByPlan(ctx.db, [planId])).get(planId) ?? 0;
}

/** The plan the caller's new links use: its own choice, else its marketplace's default. */
async function chosenPlanId(ctx: AppContext, who: Principal): Promise<string | null> {
  if (who.cargo !== 'seller' && who.cargo !== 'marketplace') return null;
  const plan = await planForNewLink(ctx, who);
  return plan?.id ?? null;
}

function itemOf(
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

function visibleTo(who: Principal): SQL | undefined {
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

const rateRows = (plan: Pick<InterestPlanRow, 'parcelas'>) =>
  Object.fromEntries(plan.parcelas.map((p) => [`${p.count}x`, ratePercent(p.rateHundredths)]));

const fieldsOf = (plan: Pick<InterestPlanRow, 'nome' | 'description' | 'status' | 'idZoop'>) => ({
  nome: plan.nome,
  description: plan.description,
  status: plan.status,
  id_zoop: plan.idZoop,
});

function audit(
  who: Principal,
  plan: InterestPlanRow,
  acao: AuditRecord['acao'],
  mudancas: AuditChange[],
  links: number,
): AuditRecord {
  return {
    entidade: 'juros',
    entidadeId: plan.id,
    acao,
    actor: { userId: who.userId, nome: who.nome },
    mudancas,
    linksAfetados: links,
    marketplaceId: plan.marketplaceId,
    ownerUserId: plan.ownerUserId,
  };
}

/**
 * After a change: logins and /me answer the new plan, payer pages show the new prices. Choices are
 * per user and defaults per marketplace, so the whole (small) cache goes, on every instance.
 */
async function planChanged(ctx: AppContext) {
  await ctx.plans.invalidate(ctx.database, ALL_KEYS);
}

/** POST /juros: the owner is the caller, the marketplace the caller's, whatever the payload says. */
export async function createPlan(
  ctx: AppContext,
  who: Principal,
  input: InterestPlan,
): Promise<InterestPlanItem> {
  requireTenantOwner(who);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(interestPlans)
      .values({
        marketplaceId: who.marketplaceId,
        ownerUserId: who.userId,
        nome: input.nome,
        description: input.description,
        status: input.status,
        idZoop: input.id_zoop ?? '',
        parcelas: input.parcelas.map((p) => ({ count: p.count, rateHundredths: p.rateHundredths })),
      })
      .returning();
    if (!row) throw new Error('interest plan insert returned nothing');
    const mudancas = [...changedFields({}, fieldsOf(row)), ...changedFields({}, rateRows(row))];
    await recordAudit(tx, audit(who, row, 'criado', mudancas, 0));
    return row;
  });
  const plan = { ...created, ownerCargo: who.cargo };
  return itemOf(plan, who, await chosenPlanId(ctx, who), 0);
}

/** PUT /juros/:id: every change is audited with the open links it touches. */
export async function updatePlan(
  ctx: AppContext,
  who: Principal,
  id: string,
  input: InterestPlan,
): Promise<InterestPlanItem> {
  const current = await managedPlan(ctx, who, id);
  const links = await openLinksUsing(ctx, id);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(interestPlans)
      .set({
        nome: input.nome,
        description: input.description,
        status: input.status,
        idZoop: input.id_zoop ?? current.idZoop,
        parcelas: input.parcelas.map((p) => ({ count: p.count, rateHundredths: p.rateHundredths })),
        updatedAt: new Date(),
      })
      .where(eq(interestPlans.id, id))
      .returning();
    if (!row) throw AppError.notFound(M.notFound);
    const mudancas = [
      ...changedFields(fieldsOf(current), fieldsOf(row)),
      ...changedFields(rateRows(current), rateRows(row)),
    ];
    if (mudancas.length > 0) await recordAudit(tx, audit(who, row, 'alterado', mudancas, links));
    return row;
  });
  await planChanged(ctx);
  return itemOf({ ...updated, ownerCargo: current.ownerCargo }, who, await chosenPlanId(ctx, who), links);
}

/** DELETE /juros/:id: refused (409) while it prices an open link or is someone's choice or default. */
export async function removePlan(ctx: AppContext, who: Principal, id: string): Promise<void> {
  const plan = await managedPlan(ctx, who, id);
  const links = await openLinksUsing(ctx, id);
  const chosen = plan.isDefault || (await ctx.planHolders.countChoosing(ctx.db, id)) > 0;
  if (links > 0 || chosen) throw AppError.conflict(planInUseMessage(links, chosen), 'plan_in_use');
  await ctx.db.transaction(async (tx) => {
    // What was removed, fields and every rate, so the history keeps the plan's last prices.
    const mudancas = [...changedFields(fieldsOf(plan), {}), ...changedFields(rateRows(plan), {})];
    await recordAudit(tx, audit(who, plan, 'removido', mudancas, 0));
    // Removed links kept their plan id for history; they no longer need its rates.
    await ctx.planHolders.forgetPlan(tx, id);
    await tx.delete(interestPlans).where(eq(interestPlans.id, id));
  });
  await planChanged(ctx);
}

/**
 * PUT /juros/:id/usar: a seller's new links use this plan; a marketplace owner's choice becomes its
 * marketplace's default (the plan of every seller that has not chosen its own).
 */
export async function choosePlan(ctx: AppContext, who: Principal, id: string): Promise<InterestPlanItem> {
  const plan = await managedPlan(ctx, who, id);
  if (plan.status !== 'ativo') throw AppError.conflict(M.inactiveChoice, 'plan_inactive');
  const previous = await chosenPlanId(ctx, who);
  await ctx.db.transaction(async (tx) => {
    if (who.cargo === 'marketplace') {
      await tx
        .update(interestPlans)
        .set({ isDefault: false })
        .where(and(eq(interestPlans.marketplaceId, plan.marketplaceId), eq(interestPlans.isDefault, true)));
      await tx.update(interestPlans).set({ isDefault: true }).where(eq(interestPlans.id, id));
    } else {
      await ctx.planHolders.choose(tx, who.userId, id);
    }
    await recordAudit(
      tx,
      audit(who, plan, 'em_uso', [{ campo: 'plano_em_uso', antes: previous, depois: id }], 0),
    );
  });
  await planChanged(ctx);
  const links = await openLinksUsing(ctx, id);
  return itemOf({ ...plan, isDefault: who.cargo === 'marketplace' || plan.isDefault }, who, id, links);
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

/** After a seller's plan changed elsewhere (the seller form): logins and /me answer it at once. */
export const userPlansChanged = (ctx: AppContext) => planChanged(ctx);
