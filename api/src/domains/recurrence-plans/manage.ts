import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { methodsOfPlanWire, planWireList, type PlanCreate, type PlanUpdate } from '@pagora/shared';
import { PLAN_MESSAGES as M, type RecurrencePlan } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { managedOr404, ownedWhere, readsOwned } from '../../platform/owned-resource';
import { requireOwnPath, requireTenantOwner } from '../../platform/owned-resource';
import { offsetOf, pageOf, totalOver, type ListQuery } from '../../platform/owned-resource';
import { sellerLoginOf } from '../accounts';
import { boletoColumns, boletoView, refuseDroppingBoleto } from './plan-boleto';
import { recurrencePlans, type RecurrencePlanRow } from './tables';
import { containsPattern } from '../../platform/db/sql-helpers';
import { gateway } from '../gateway';

/**
 * Ownership (spec 001 section 6): a seller or a marketplace owner owns its plans; a marketplace
 * reads its sellers'; an admin reads all and changes none. Foreign plans are 404.
 */
const rulesFor = (who: Principal) => ({
  reads: (p: RecurrencePlanRow) => readsOwned(who, p),
  manages: (p: RecurrencePlanRow) => p.ownerUserId === who.userId,
});

function view(p: RecurrencePlanRow, who: Principal): RecurrencePlan {
  return {
    id: p.id,
    id_zoop_plano_assinatura: p.idZoopPlanoAssinatura,
    nome: p.nome,
    description: p.description,
    amount: p.amountCents,
    frequency: p.frequency,
    interval: p.interval,
    payment_methods: planWireList(p.paymentMethods),
    boleto: boletoView(p),
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    cliente_id: p.ownerUserId,
    marketplaceId: p.marketplaceId,
    proprio: rulesFor(who).manages(p),
  };
}

async function managed(db: Db, who: Principal, id: string): Promise<RecurrencePlanRow> {
  const [plan] = await db.select().from(recurrencePlans).where(eq(recurrencePlans.id, id)).limit(1);
  return managedOr404(plan, rulesFor(who), M.notFound);
}

function visibleTo(
  who: Principal,
  f: { marketplaceId?: string | undefined; sellerId?: string | undefined },
): SQL | undefined {
  if (who.cargo === 'admin')
    return and(
      f.marketplaceId ? eq(recurrencePlans.marketplaceId, f.marketplaceId) : undefined,
      f.sellerId ? sql`${recurrencePlans.ownerUserId} = ${sellerLoginOf(f.sellerId)}` : undefined,
    );
  return ownedWhere(who, {
    marketplaceId: recurrencePlans.marketplaceId,
    ownerUserId: recurrencePlans.ownerUserId,
  });
}

/** GET /planos/cliente/:userId: the path names the caller (an admin may name anyone). */
export async function listPlans(
  ctx: AppContext,
  who: Principal,
  userId: string,
  q: ListQuery & {
    status?: RecurrencePlan['status'] | undefined;
    marketplaceId?: string | undefined;
    sellerId?: string | undefined;
  },
) {
  requireOwnPath(who, userId, M.notFound);
  const like = containsPattern(q.q);
  const where = and(
    visibleTo(who, q),
    q.status ? eq(recurrencePlans.status, q.status) : undefined,
    like
      ? or(
          ilike(recurrencePlans.description, like),
          ilike(recurrencePlans.nome, like),
          sql`${recurrencePlans.id}::text ILIKE ${like}`,
        )
      : undefined,
  );
  const rows = await ctx.db
    .select({ plan: recurrencePlans, total: totalOver() })
    .from(recurrencePlans)
    .where(where)
    .orderBy(desc(recurrencePlans.createdAt), desc(recurrencePlans.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const countAll = async () =>
    Number((await ctx.db.select({ n: count() }).from(recurrencePlans).where(where))[0]?.n ?? 0);
  return pageOf(
    rows,
    q,
    rows.map((r) => view(r.plan, who)),
    countAll,
  );
}

/** What the provider keeps of a plan: our engine charges, the provider's copy only names it there. */
const atProvider = (
  p: Pick<RecurrencePlanRow, 'nome' | 'description' | 'amountCents' | 'frequency' | 'interval'>,
) => ({
  name: p.nome,
  description: p.description,
  amountCents: p.amountCents,
  frequency: p.frequency === 'mensal' ? ('monthly' as const) : ('daily' as const),
  interval: p.interval,
  // Our engine charges each cycle itself (saved card or boleto, issue 24): the provider's copy only
  // names the plan, so it stays the card-only kind whatever methods the plan takes.
  paymentMethods: ['credit' as const],
});

/**
 * POST /planos: the frequency and interval as chosen (the spec's client forced 'diario'; we honour
 * the form). The plan is mirrored at the provider first (`id_zoop_plano_assinatura`); if the local
 * write then fails, the provider's copy is removed again, so nothing is half-written.
 */
export async function createPlan(
  ctx: AppContext,
  who: Principal,
  input: PlanCreate,
): Promise<RecurrencePlan> {
  requireTenantOwner(who);
  const values = {
    ownerUserId: who.userId,
    marketplaceId: who.marketplaceId,
    nome: input.nome,
    description: input.description,
    amountCents: input.amount,
    frequency: input.frequency,
    interval: input.interval,
    paymentMethods: methodsOfPlanWire(input.payment_methods),
    ...boletoColumns(input.boleto),
    status: input.status,
  };
  const { planId } = await gateway(ctx).provider.createPlan(atProvider(values));
  try {
    const [row] = await ctx.db
      .insert(recurrencePlans)
      .values({ ...values, idZoopPlanoAssinatura: planId })
      .returning();
    if (!row) throw new Error('plan insert returned nothing');
    return view(row, who);
  } catch (err) {
    await compensate(ctx, () => gateway(ctx).provider.deletePlan(planId), planId);
    throw err;
  }
}

async function compensate(ctx: AppContext, undo: () => Promise<unknown>, planId: string) {
  await undo().catch((err: unknown) =>
    ctx.log.error({ err, planId }, 'recurrence plan left at the provider: undo failed'),
  );
}

/**
 * The provider's copy follows an edit. A plan it does not know (created before plans were mirrored,
 * or removed there) is mirrored anew; answers the provider id to keep.
 */
async function mirrorEdit(ctx: AppContext, current: RecurrencePlanRow, next: ReturnType<typeof atProvider>) {
  const provider = gateway(ctx).provider;
  if (current.idZoopPlanoAssinatura) {
    try {
      await provider.updatePlan(current.idZoopPlanoAssinatura, next);
      return { planId: current.idZoopPlanoAssinatura, created: false };
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'not_found')) throw err;
    }
  }
  const { planId } = await provider.createPlan(next);
  return { planId, created: true };
}

/** PUT /planos/:id: keeps the original createdAt; status ativo or inativo; the provider's copy follows. */
export async function updatePlan(
  ctx: AppContext,
  who: Principal,
  id: string,
  input: PlanUpdate,
): Promise<RecurrencePlan> {
  const current = await managed(ctx.db, who, id);
  const changes = {
    nome: input.nome,
    description: input.description,
    amountCents: input.amount,
    frequency: input.frequency,
    interval: input.interval,
    paymentMethods: methodsOfPlanWire(input.payment_methods),
    ...boletoColumns(input.boleto),
    status: input.status,
  };
  // Checked again in the write's transaction below; this early look spares the provider call.
  await refuseDroppingBoleto(ctx, ctx.db, current, input.payment_methods);
  const mirrored = await mirrorEdit(ctx, current, atProvider(changes));
  try {
    const row = await ctx.db.transaction(async (tx) => {
      // The plan's row locked first: a boleto subscription created meanwhile waits, then is counted.
      await tx
        .select({ id: recurrencePlans.id })
        .from(recurrencePlans)
        .where(eq(recurrencePlans.id, id))
        .for('update');
      await refuseDroppingBoleto(ctx, tx, current, input.payment_methods);
      const [updated] = await tx
        .update(recurrencePlans)
        .set({ ...changes, idZoopPlanoAssinatura: mirrored.planId, updatedAt: new Date() })
        .where(eq(recurrencePlans.id, id))
        .returning();
      return updated;
    });
    if (!row) throw AppError.notFound(M.notFound);
    return view(row, who);
  } catch (err) {
    // Put the provider's copy back as it was (or remove the one just made).
    await compensate(
      ctx,
      () =>
        mirrored.created
          ? gateway(ctx).provider.deletePlan(mirrored.planId)
          : gateway(ctx).provider.updatePlan(mirrored.planId, atProvider(current)),
      mirrored.planId,
    );
    throw err;
  }
}

/**
 * DELETE /planos/:id: refused while a subscription of it is live, one the engine still bills (409); deactivate instead. A plan
 * with past subscriptions is kept (inactive) for their history; one without any is removed here and
 * at the provider, inside the transaction, so a provider failure leaves the plan as it was.
 */
export async function removePlan(ctx: AppContext, who: Principal, id: string): Promise<void> {
  const plan = await managed(ctx.db, who, id);
  await ctx.db.transaction(async (tx) => {
    const held = await ctx.planSubscriptions.countByPlan(tx, id);
    if (held.live > 0) throw AppError.conflict(M.hasSubscriptions, 'plan_has_subscriptions');
    if (held.all > 0) {
      await tx
        .update(recurrencePlans)
        .set({ status: 'inativo', updatedAt: new Date() })
        .where(eq(recurrencePlans.id, id));
      return;
    }
    await tx.delete(recurrencePlans).where(eq(recurrencePlans.id, id));
    if (plan.idZoopPlanoAssinatura) await gateway(ctx).provider.deletePlan(plan.idZoopPlanoAssinatura);
  });
}
