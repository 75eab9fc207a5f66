import { and, eq } from 'drizzle-orm';
import type { InterestPlan } from '@pagora/shared';
import {
  INTEREST_PLAN_MESSAGES as M,
  planInUseMessage,
  type AuditChange,
  type InterestPlanItem,
} from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { ALL_KEYS } from '../../platform/notified-cache';
import { requireTenantOwner } from '../../platform/owned-resource';
import type { Principal } from '../../platform/principal';
import { changedFields, recordAudit, type AuditRecord } from '../audit';
import { managedPlan } from './access';
import { chosenPlanId, itemOf, openLinksUsing } from './plan-item';
import { interestPlans, type InterestPlanRow } from './tables';
import { ratePercent } from './user-juros';

// Creating, changing, removing and choosing a plan; every change audited (audit domain).

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

/** After a seller's plan changed elsewhere (the seller form): logins and /me answer it at once. */
export const userPlansChanged = (ctx: AppContext) => planChanged(ctx);
