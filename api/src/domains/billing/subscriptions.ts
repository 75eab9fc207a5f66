import { viewRow } from '../../platform/db/read-view';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  SUBSCRIPTION_MESSAGES as M,
  type Subscription,
  type SubscriptionBody,
  type SubscriptionStatus,
} from '@pagora/shared/contracts';
import { centsToReais, methodsOfPlanWire, planWireList } from '@pagora/shared';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { buyersView, sellersView } from '../accounts';
import {
  offsetOf,
  ownedWhere,
  pageOf,
  requireTenantOwner,
  totalOver,
  type ListQuery,
} from '../../platform/owned-resource';
import { type Principal } from '../../platform/principal';
import { recurrencePlansView } from '../recurrence-plans';
import { lastChargeLabel } from './decline-reasons';
import { chargeStatusAllows, moveCharges, moveSubscription, statusAllows, transition } from './engine';
import { kickBilling } from './kick';
import { saoPauloToday } from './schedule';
import { subscriptionCharges, subscriptions, type SubscriptionRow } from './tables';
import { containsPattern } from '../../platform/db/sql-helpers';
import { runSubscriptionCanceledHooks } from './subscription-hooks';
import { checkSubscriptionMethod, writeWithPlanMethod } from './subscription-method';

/**
 * Subscriptions (spec 001 section 2.6): a seller owns those of its buyers; a marketplace owner
 * manages those of its marketplace; an admin reads all and changes none; customers read their own
 * through the customer routes only. Anything else is 404.
 */
const scope = (who: Principal): SQL | undefined =>
  ownedWhere(who, { marketplaceId: subscriptions.marketplaceId, sellerId: subscriptions.sellerId });

type LastCharge = { status: string; last_failure: string | null };

/** The newest charge, raw: its label is worded in TS (decline-reasons.ts), never from provider codes. */
const lastChargeSql = sql<LastCharge | null>`(
  SELECT json_build_object('status', c.status, 'last_failure', c.last_failure)
    FROM subscription_charges c WHERE c.subscription_id = ${subscriptions.id}
   ORDER BY c.cycle_date DESC LIMIT 1)`;

/** The cycle date of the oldest unpaid charge ('aberta' or 'falhou'): the day it is overdue since. */
const unpaidSinceSql = sql<string | null>`(
  SELECT to_char(c.cycle_date, 'YYYY-MM-DD')
    FROM subscription_charges c WHERE c.subscription_id = ${subscriptions.id} AND ${chargeStatusAllows(sql`c.status`, 'customer_pays')}
   ORDER BY c.cycle_date LIMIT 1)`;

const selection = {
  s: subscriptions,
  planoNome: recurrencePlansView.nome,
  idComprador: buyersView.idComprador,
  buyerNome: buyersView.nome,
  buyerEmail: buyersView.email,
  ultima: lastChargeSql,
  unpaidSince: unpaidSinceSql,
};
type Joined = {
  s: SubscriptionRow;
  planoNome: string;
  idComprador: string;
  buyerNome: string;
  buyerEmail: string;
  ultima: LastCharge | null;
  unpaidSince: string | null;
};

/**
 * 'Data Vencimento' is derived, never stored (docs/billing.md, "Due date"): the oldest unpaid
 * charge's date while one is open, otherwise the next charge date; none once cancelled. A stored
 * copy went stale with every sweep, edit and payment.
 */
const dueDate = (s: SubscriptionRow, unpaidSince: string | null): string | null =>
  s.status === 'cancelada' ? null : (unpaidSince ?? s.dataCobranca);

function view(j: Joined): Subscription {
  const { s, planoNome, idComprador, buyerNome, buyerEmail, ultima, unpaidSince } = j;
  return {
    id: s.id,
    plano_id: s.planoId,
    plano_nome: planoNome,
    seller_id: s.sellerId,
    customer_id: s.buyerId,
    id_comprador: idComprador,
    customer_nome: buyerNome,
    customer_email: buyerEmail,
    payment_methods: planWireList(s.paymentMethods),
    data_cobranca: s.dataCobranca,
    data_vencimento: dueDate(s, unpaidSince),
    amount: centsToReais(s.amountCents),
    amount_cents: s.amountCents,
    status: s.status,
    id_juros: s.idJuros,
    marketplaceId: s.marketplaceId,
    ultima_cobranca: lastChargeLabel(ultima),
    createdAt: s.createdAt.toISOString(),
  };
}

const withTotal = { ...selection, total: totalOver() };

const joined = (ctx: AppContext) =>
  ctx.db
    .select(selection)
    .from(subscriptions)
    .innerJoin(recurrencePlansView, eq(recurrencePlansView.id, subscriptions.planoId))
    .innerJoin(buyersView, eq(buyersView.id, subscriptions.buyerId));

/** GET /assinaturas: searched by buyer (name, e-mail or provider id) or seller id; newest first. */
export async function listSubscriptions(
  ctx: AppContext,
  who: Principal,
  q: ListQuery & { status?: SubscriptionStatus | undefined },
) {
  if (who.cargo === 'customer') throw AppError.forbidden();
  const like = containsPattern(q.q);
  const where = and(
    scope(who),
    q.status ? eq(subscriptions.status, q.status) : undefined,
    like
      ? or(
          ilike(buyersView.nome, like),
          ilike(buyersView.email, like),
          ilike(buyersView.idComprador, like),
          sql`${subscriptions.buyerId}::text ILIKE ${like}`,
          sql`${subscriptions.sellerId}::text ILIKE ${like}`,
        )
      : undefined,
  );
  const rows = await ctx.db
    .select(withTotal)
    .from(subscriptions)
    .innerJoin(recurrencePlansView, eq(recurrencePlansView.id, subscriptions.planoId))
    .innerJoin(buyersView, eq(buyersView.id, subscriptions.buyerId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const countAll = async () => {
    const counted = ctx.db.select({ n: count() }).from(subscriptions);
    const [row] = await counted.innerJoin(buyersView, eq(buyersView.id, subscriptions.buyerId)).where(where);
    return Number(row?.n ?? 0);
  };
  return pageOf(rows, q, rows.map(view), countAll);
}

async function findVisible(ctx: AppContext, who: Principal, id: string): Promise<Joined> {
  const [row] = await joined(ctx)
    .where(and(eq(subscriptions.id, id), scope(who)))
    .limit(1);
  if (!row) throw AppError.notFound(M.notFound);
  return row;
}

/**
 * The plan and the buyer of a subscription, both within the caller's reach (else 404): a seller's
 * own; for a marketplace, a buyer of its sellers and a plan of its own or of that buyer's seller
 * (so it can edit what its sellers set up, never pair one seller's plan with another's buyer).
 */
async function ownPlanAndBuyer(ctx: AppContext, who: Principal, body: SubscriptionBody) {
  const [buyer] = await ctx.db
    .select({ buyer: viewRow(buyersView), sellerUserId: sellersView.userId })
    .from(buyersView)
    .innerJoin(sellersView, eq(sellersView.id, buyersView.sellerId))
    .where(
      and(
        eq(buyersView.id, body.customer_id),
        isNull(buyersView.deletedAt),
        who.cargo === 'seller'
          ? eq(buyersView.sellerId, who.sellerId ?? '')
          : eq(buyersView.marketplaceId, who.marketplaceId ?? ''),
      ),
    )
    .limit(1);
  const owners = who.cargo === 'seller' ? [who.userId] : [who.userId, buyer?.sellerUserId ?? who.userId];
  const [plan] = await ctx.db
    .select()
    .from(recurrencePlansView)
    .where(and(eq(recurrencePlansView.id, body.plano_id), inArray(recurrencePlansView.ownerUserId, owners)))
    .limit(1);
  if (!plan) throw AppError.notFound(M.planNotFound);
  if (!buyer) throw AppError.notFound(M.buyerNotFound);
  return { plan, buyer: buyer.buyer };
}

function chargeDate(body: SubscriptionBody, today: string): string {
  const date = body.data_cobranca ?? today;
  if (date < today) throw AppError.unprocessable(M.datePast, 'date_past', 'data_cobranca');
  return date;
}

/** POST /assinaturas: pending until its first charge is paid; charged from data_cobranca on. */
export async function createSubscription(
  ctx: AppContext,
  who: Principal,
  body: SubscriptionBody,
  now: Date = new Date(),
): Promise<Subscription> {
  requireTenantOwner(who);
  const { plan, buyer } = await ownPlanAndBuyer(ctx, who, body);
  if (plan.status !== 'ativo') throw AppError.unprocessable(M.planInactive, 'plan_inactive', 'plano_id');
  checkSubscriptionMethod(plan, buyer, body);
  const date = chargeDate(body, saoPauloToday(now));
  const [row] = await writeWithPlanMethod(ctx, plan.id, body, (tx) =>
    tx
      .insert(subscriptions)
      .values({
        planoId: plan.id,
        sellerId: buyer.sellerId,
        buyerId: buyer.id,
        marketplaceId: buyer.marketplaceId,
        paymentMethods: methodsOfPlanWire(body.payment_methods),
        dataCobranca: date,
        amountCents: body.amount,
        status: 'pendente',
        anchorDay: Number(date.slice(8, 10)),
      })
      .returning({ id: subscriptions.id }),
  );
  if (!row) throw new Error('subscription insert returned nothing');
  kickBilling(ctx);
  return view(await findVisible(ctx, who, row.id));
}

/** PUT /assinaturas/:id: amount, plan and next date apply from the next cycle; a cancelled one stays so. */
export async function updateSubscription(
  ctx: AppContext,
  who: Principal,
  id: string,
  body: SubscriptionBody,
  now: Date = new Date(),
): Promise<Subscription> {
  requireTenantOwner(who);
  const current = await findVisible(ctx, who, id);
  transition(current.s.status, 'edited');
  const { plan, buyer } = await ownPlanAndBuyer(ctx, who, body);
  if (buyer.id !== current.s.buyerId)
    throw AppError.unprocessable(
      'O comprador de uma assinatura não muda: crie outra.',
      'buyer_fixed',
      'customer_id',
    );
  checkSubscriptionMethod(plan, buyer, body);
  // The edit form sends the next charge date with every edit, usually unchanged. Only a really
  // new date moves the anchor: re-anchoring on an unchanged 28 February would drag a subscription
  // started on the 31st to the 28th for good.
  const moved = body.data_cobranca !== undefined && body.data_cobranca !== current.s.dataCobranca;
  const date = moved ? chargeDate(body, saoPauloToday(now)) : current.s.dataCobranca;
  await writeWithPlanMethod(ctx, plan.id, body, (tx) =>
    tx
      .update(subscriptions)
      .set({
        planoId: plan.id,
        amountCents: body.amount,
        paymentMethods: methodsOfPlanWire(body.payment_methods),
        dataCobranca: date,
        anchorDay: moved ? Number(date.slice(8, 10)) : current.s.anchorDay,
        updatedAt: new Date(),
      })
      // A cancel between the read and this write wins: a cancelled subscription is never edited.
      .where(and(eq(subscriptions.id, id), statusAllows(subscriptions.status, 'edited'))),
  );
  kickBilling(ctx);
  return view(await findVisible(ctx, who, id));
}

/**
 * DELETE /assinaturas/:id: cancels; no further charges. The unpaid ones, open or given up ('falhou',
 * which the customer could still pay until now), are cancelled with it; paid history stays.
 */
export async function cancelSubscription(ctx: AppContext, who: Principal, id: string): Promise<void> {
  requireTenantOwner(who);
  const current = await findVisible(ctx, who, id);
  transition(current.s.status, 'cancelled');
  await ctx.db.transaction(async (tx) => {
    // Charges first, then the subscription: the engine settling an attempt locks them in that
    // order (apply-outcome.ts); the other order made the two wait on each other and PostgreSQL
    // aborted the cancellation (cancel-race.test.ts).
    await moveCharges(tx, eq(subscriptionCharges.subscriptionId, id), 'subscription_cancelled', {
      nextAttemptOn: null,
    });
    const canceled = (await moveSubscription(tx, id, 'cancelled', { cancelledAt: new Date() }))?.row;
    if (canceled)
      await runSubscriptionCanceledHooks(tx, {
        ...canceled,
        reason: 'cancellation_requested',
        canceledAt: canceled.cancelledAt ?? new Date(),
      });
  });
}
