import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { chargeSavedCard, settleLostAttempt, type SavedCardOutcome } from '../payments';
import { recurrencePlansView } from '../recurrence-plans';
import { buyersView } from '../accounts';
import { holdLeases, renewLease } from './attempt-lease';
import { isHardDecline } from './decline-reasons';
import { enqueueRenewalRefused } from './renewal-mail';
import { nextCycleDate, addDays, saoPauloToday } from './schedule';
import {
  chargeAttempts,
  savedCards,
  subscriptionCharges,
  subscriptions,
  type AttemptOutcome,
  type SubscriptionChargeRow,
} from './tables';
import { rowsOf } from '../../platform/db/sql-helpers';

/**
 * The billing engine (docs/billing.md). A sweep opens the cycles that fell due (one charge per
 * subscription and cycle date, unique in the database) and attempts the charges due today. Every
 * attempt row is written, unique per charge and number, BEFORE the provider is called, and its
 * transaction id is the provider's reference: a sweep run twice, by two instances or after a crash,
 * never charges a cycle twice; an attempt whose answer was lost is looked up, not repeated.
 */

const BATCH = 100;
/**
 * Charges claimed per round: small, so several instances share a large sweep and a claimed
 * attempt is executed soon after its lease is taken.
 */
const CLAIM_BATCH = 20;

export type SweepReport = {
  opened: number;
  attempted: number;
  paid: number;
  refused: number;
  recovered: number;
};

/** A clock read at each use: leases are compared at the time they are taken, not at sweep start. */
export type Clock = () => Date;

/**
 * The clock of a sweep at `now`: `now` itself, moving on in real time. A long sweep (hundreds of
 * charges) must not take or check leases with the time it started at: another instance would see
 * them as already expired and recover attempts still being charged. Tests pass a `now` days ahead.
 */
export function clockFrom(now: Date): Clock {
  const offset = now.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** One sweep at `now`: recover lost attempts, open due cycles, attempt due charges. */
export async function runBillingSweep(ctx: AppContext, now: Date = new Date()): Promise<SweepReport> {
  const today = saoPauloToday(now);
  const clock = clockFrom(now);
  const report: SweepReport = { opened: 0, attempted: 0, paid: 0, refused: 0, recovered: 0 };
  report.recovered = await recoverLostAttempts(ctx, clock);
  report.opened = await openDueCycles(ctx, today);
  for (;;) {
    const claimed = await claimDueCharges(ctx, today, clock);
    if (claimed.length === 0) break;
    // Claimed attempts waiting their turn keep their leases; each one running keeps its own.
    const waiting = holdLeases(ctx, claimed, clock);
    try {
      for (const attempt of claimed) {
        waiting.release(attempt);
        const outcome = await executeAttempt(ctx, attempt, today, undefined, clock);
        report.attempted += 1;
        if (outcome === 'pago') report.paid += 1;
        else if (outcome === 'recusado' || outcome === 'recusado_definitivo' || outcome === 'sem_cartao')
          report.refused += 1;
      }
    } finally {
      waiting.stop();
    }
    if (claimed.length < CLAIM_BATCH) break;
  }
  return report;
}

/** Opens one charge per due cycle and moves each subscription's next date, in one transaction per batch. */
async function openDueCycles(ctx: AppContext, today: string): Promise<number> {
  let opened = 0;
  for (;;) {
    const n = await ctx.db.transaction(async (tx) => {
      const due = rowsOf<{
        id: string;
        data_cobranca: string;
        amount_cents: string | number;
        anchor_day: number;
        frequency: 'diario' | 'mensal';
        interval: number;
      }>(
        await tx.execute(sql`
          SELECT s.id, to_char(s.data_cobranca, 'YYYY-MM-DD') AS data_cobranca, s.amount_cents, s.anchor_day,
                 p.frequency, p."interval"
            FROM subscriptions s JOIN recurrence_plans p ON p.id = s.plano_id
           WHERE s.status IN ('ativo', 'pendente', 'vencida') AND s.data_cobranca <= ${today}::date
           ORDER BY s.data_cobranca
           LIMIT ${BATCH}
             FOR UPDATE OF s SKIP LOCKED`),
      );
      for (const s of due) {
        const inserted = await tx
          .insert(subscriptionCharges)
          .values({
            subscriptionId: s.id,
            cycleDate: s.data_cobranca,
            amountCents: Number(s.amount_cents),
            nextAttemptOn: s.data_cobranca,
          })
          .onConflictDoNothing()
          .returning({ id: subscriptionCharges.id });
        opened += inserted.length;
        await tx
          .update(subscriptions)
          // Only the next charge date moves: the due date is derived from the open charges
          // (a refused cycle keeps the subscription due since that cycle's date).
          .set({
            dataCobranca: nextCycleDate(s.data_cobranca, s.frequency, s.interval, s.anchor_day),
            updatedAt: new Date(),
          })
          .where(eq(subscriptions.id, s.id));
      }
      return due.length;
    });
    if (n < BATCH) return opened;
  }
}

export type ClaimedAttempt = {
  chargeId: string;
  attemptNo: number;
  transactionId: string;
  resumed: boolean;
  /** The lease this run wrote: its fencing token (renewLease). */
  leaseUntil: Date;
};

/**
 * Claims charges due today whose subscription still charges, none with an attempt in flight: one
 * attempt row each, written and committed before any provider call.
 */
async function claimDueCharges(ctx: AppContext, today: string, clock: Clock): Promise<ClaimedAttempt[]> {
  return ctx.db.transaction(async (tx) => {
    const due = rowsOf<{ id: string; next_no: number }>(
      await tx.execute(sql`
        SELECT c.id,
               COALESCE((SELECT max(a.attempt_no) FROM subscription_charge_attempts a WHERE a.charge_id = c.id), 0) + 1 AS next_no
          FROM subscription_charges c JOIN subscriptions s ON s.id = c.subscription_id
         WHERE c.status = 'aberta' AND c.next_attempt_on <= ${today}::date
           AND s.status IN ('ativo', 'pendente', 'vencida')
           AND NOT EXISTS (SELECT 1 FROM subscription_charge_attempts a
                            WHERE a.charge_id = c.id AND a.outcome = 'em_andamento')
         ORDER BY c.next_attempt_on, c.id
         LIMIT ${CLAIM_BATCH}
           FOR UPDATE OF c SKIP LOCKED`),
    );
    const claimed: ClaimedAttempt[] = [];
    for (const c of due) {
      const attempt: ClaimedAttempt = {
        chargeId: c.id,
        attemptNo: Number(c.next_no),
        transactionId: randomUUID(),
        resumed: false,
        leaseUntil: new Date(clock().getTime() + ctx.config.billing.attemptLeaseMs),
      };
      const rows = await tx
        .insert(chargeAttempts)
        .values({
          chargeId: attempt.chargeId,
          attemptNo: attempt.attemptNo,
          transactionId: attempt.transactionId,
          leaseUntil: attempt.leaseUntil,
          origin: 'engine',
        })
        .onConflictDoNothing()
        .returning({ no: chargeAttempts.attemptNo });
      if (rows.length === 1) claimed.push(attempt);
    }
    return claimed;
  });
}

type ChargeContext = {
  charge: SubscriptionChargeRow;
  subscriptionId: string;
  sellerId: string;
  marketplaceId: string;
  buyerId: string;
  /** The buyer at the provider: Zoop charges a saved card only with its buyer as `customer`. */
  buyerProviderId: string;
  planName: string;
  payer: { name: string; email: string; cpf: string };
};

async function loadChargeContext(ctx: AppContext, chargeId: string): Promise<ChargeContext | null> {
  const [row] = await ctx.db
    .select({
      charge: subscriptionCharges,
      sellerId: subscriptions.sellerId,
      marketplaceId: subscriptions.marketplaceId,
      buyerId: subscriptions.buyerId,
      planName: recurrencePlansView.nome,
      buyerName: buyersView.nome,
      buyerEmail: buyersView.email,
      buyerCpf: buyersView.cpfCnpj,
      buyerProviderId: buyersView.idComprador,
    })
    .from(subscriptionCharges)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
    .innerJoin(recurrencePlansView, eq(recurrencePlansView.id, subscriptions.planoId))
    .innerJoin(buyersView, eq(buyersView.id, subscriptions.buyerId))
    .where(eq(subscriptionCharges.id, chargeId))
    .limit(1);
  if (!row) return null;
  return {
    charge: row.charge,
    subscriptionId: row.charge.subscriptionId,
    sellerId: row.sellerId,
    marketplaceId: row.marketplaceId,
    buyerId: row.buyerId,
    buyerProviderId: row.buyerProviderId,
    planName: row.planName,
    payer: { name: row.buyerName, email: row.buyerEmail, cpf: row.buyerCpf },
  };
}

/** The buyer's principal saved card, or a chosen one of theirs. */
async function cardFor(ctx: AppContext, buyerId: string, cardId?: string) {
  const [card] = await ctx.db
    .select()
    .from(savedCards)
    .where(
      and(
        eq(savedCards.buyerId, buyerId),
        sql`${savedCards.deletedAt} IS NULL`,
        cardId ? eq(savedCards.id, cardId) : eq(savedCards.principal, true),
      ),
    )
    .limit(1);
  return card ?? null;
}

/** Runs one claimed attempt: charges the card and applies the outcome. */
export async function executeAttempt(
  ctx: AppContext,
  attempt: ClaimedAttempt,
  today: string,
  chosenCardId?: string,
  clock: Clock = () => new Date(),
): Promise<AttemptOutcome> {
  // The fencing check: only the lease this run wrote, still running, lets it call the provider.
  if (!(await renewLease(ctx, attempt, clock))) return 'em_andamento';
  const lease = holdLeases(ctx, [attempt], clock);
  try {
    return await runAttempt(ctx, attempt, today, chosenCardId);
  } finally {
    lease.stop();
  }
}

async function runAttempt(
  ctx: AppContext,
  attempt: ClaimedAttempt,
  today: string,
  chosenCardId: string | undefined,
): Promise<AttemptOutcome> {
  const c = await loadChargeContext(ctx, attempt.chargeId);
  if (!c) return 'indisponivel';
  const card = await cardFor(ctx, c.buyerId, chosenCardId);
  if (!card) {
    await applyOutcome(ctx, c, attempt, { status: 'sem_cartao' }, today);
    return 'sem_cartao';
  }
  const outcome = await chargeSavedCard(ctx, {
    transactionId: attempt.transactionId,
    resumed: attempt.resumed,
    subscriptionChargeId: c.charge.id,
    sellerId: c.sellerId,
    marketplaceId: c.marketplaceId,
    amountCents: c.charge.amountCents,
    description: `Assinatura ${c.planName}`,
    card: {
      providerCardId: card.providerCardId,
      providerBuyerId: c.buyerProviderId,
      brand: card.brand,
      last4: card.last4,
      holderName: card.holderName,
    },
    payer: c.payer,
  });
  return applyOutcome(ctx, c, attempt, outcome, today);
}

type Outcome = SavedCardOutcome | { status: 'sem_cartao' };

/** Writes an attempt's outcome to the attempt, its charge and its subscription, in one transaction. */
async function applyOutcome(
  ctx: AppContext,
  c: ChargeContext,
  attempt: ClaimedAttempt,
  outcome: Outcome,
  today: string,
): Promise<AttemptOutcome> {
  // Unknown (provider silent) or still under review: the attempt stays in flight; its lease
  // running out hands it to recoverLostAttempts, which asks the provider by reference.
  if (outcome.status === 'indisponivel' || outcome.status === 'pendente') return 'em_andamento';
  const final: AttemptOutcome =
    outcome.status === 'pago'
      ? 'pago'
      : outcome.status === 'sem_cartao'
        ? 'sem_cartao'
        : outcome.status === 'recusado' && isHardDecline(outcome.declineReason)
          ? 'recusado_definitivo'
          : 'recusado';
  const declineReason =
    outcome.status === 'recusado'
      ? outcome.declineReason
      : outcome.status === 'sem_cartao'
        ? 'sem_cartao'
        : null;
  const retryDays = ctx.config.billing.retryDays;
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(chargeAttempts)
      .set({ outcome: final, declineReason })
      .where(
        and(
          eq(chargeAttempts.chargeId, attempt.chargeId),
          eq(chargeAttempts.attemptNo, attempt.attemptNo),
          // Money taken is recorded even if a recovery gave the attempt up as unavailable meanwhile.
          final === 'pago'
            ? sql`${chargeAttempts.outcome} IN ('em_andamento', 'indisponivel')`
            : eq(chargeAttempts.outcome, 'em_andamento'),
        ),
      )
      .returning({ origin: chargeAttempts.origin });
    if (updated.length === 0) return; // another run already settled this attempt
    const origin = updated[0]!.origin;
    if (final === 'pago') {
      const charge = await tx
        .update(subscriptionCharges)
        .set({
          status: 'paga',
          paidTransactionId: attempt.transactionId,
          nextAttemptOn: null,
          updatedAt: new Date(),
        })
        .where(and(eq(subscriptionCharges.id, c.charge.id), sql`${subscriptionCharges.status} <> 'paga'`))
        .returning({ id: subscriptionCharges.id });
      if (charge.length === 0) {
        // Only reachable if a provider call outlived the attempt lease: a person must refund one.
        ctx.payments.logger.error(
          { chargeId: c.charge.id, transactionId: attempt.transactionId },
          'subscription charge paid twice: refund one of its transactions',
        );
      }
      // Paid: active again unless another cycle is still open and overdue.
      await tx.execute(sql`
        UPDATE subscriptions s SET status = CASE WHEN EXISTS (
            SELECT 1 FROM subscription_charges o WHERE o.subscription_id = s.id AND o.status IN ('aberta', 'falhou')
              AND o.id <> ${c.charge.id}) THEN 'vencida' ELSE 'ativo' END,
          updated_at = now()
        WHERE s.id = ${c.subscriptionId} AND s.status <> 'cancelada'`);
      return;
    }
    // A customer's own refused payment leaves the engine's schedule as it was.
    if (origin === 'customer') return;
    const engineFailures =
      rowsOf<{ n: number }>(
        await tx.execute(sql`
        SELECT count(*)::int AS n FROM subscription_charge_attempts
         WHERE charge_id = ${c.charge.id} AND origin = 'engine'
           AND outcome IN ('recusado', 'recusado_definitivo', 'sem_cartao')`),
      )[0]?.n ?? 1;
    const retryOffset = final === 'recusado_definitivo' ? undefined : retryDays[engineFailures - 1];
    const gaveUp = retryOffset === undefined;
    const nextOn = gaveUp ? null : maxDate(addDays(c.charge.cycleDate, retryOffset), addDays(today, 1));
    await tx
      .update(subscriptionCharges)
      .set({
        status: gaveUp ? 'falhou' : 'aberta',
        nextAttemptOn: nextOn,
        lastFailure: declineReason,
        attempts: engineFailures,
        updatedAt: new Date(),
      })
      .where(eq(subscriptionCharges.id, c.charge.id));
    await tx
      .update(subscriptions)
      .set({ status: gaveUp ? 'inativa' : 'vencida', updatedAt: new Date() })
      .where(and(eq(subscriptions.id, c.subscriptionId), sql`${subscriptions.status} <> 'cancelada'`));
    const renewal = { ...c, chargeId: c.charge.id, amountCents: c.charge.amountCents, customer: c.payer };
    await enqueueRenewalRefused(tx, renewal, engineFailures, nextOn);
  });
  return final;
}

const maxDate = (a: string, b: string) => (a > b ? a : b);

/**
 * Attempts whose lease ran out (the process died, or the provider did not answer): the provider is
 * asked by our reference. Found: its outcome is applied. Not found: the attempt is marked
 * unavailable and the charge is due again now, with a new attempt and a new reference.
 */
async function recoverLostAttempts(ctx: AppContext, clock: Clock): Promise<number> {
  const now = clock();
  const lost = await ctx.db
    .select()
    .from(chargeAttempts)
    .where(
      and(
        eq(chargeAttempts.outcome, 'em_andamento'),
        sql`${chargeAttempts.leaseUntil} < ${now.toISOString()}`,
      ),
    )
    .limit(BATCH);
  const today = saoPauloToday(now);
  let recovered = 0;
  for (const a of lost) {
    // Take the lease first, so two sweeps do not recover the same attempt at once, and the run
    // that claimed it can no longer renew it (renewLease) and call the provider after this lookup.
    const at = clock();
    const leaseUntil = new Date(at.getTime() + ctx.config.billing.attemptLeaseMs);
    const taken = await ctx.db
      .update(chargeAttempts)
      .set({ leaseUntil })
      .where(
        and(
          eq(chargeAttempts.chargeId, a.chargeId),
          eq(chargeAttempts.attemptNo, a.attemptNo),
          eq(chargeAttempts.outcome, 'em_andamento'),
          sql`${chargeAttempts.leaseUntil} < ${at.toISOString()}`,
        ),
      )
      .returning({ no: chargeAttempts.attemptNo });
    if (taken.length === 0) continue;
    const found = await settleLostAttempt(ctx, a.transactionId).catch(() => undefined);
    if (found === undefined) continue; // provider still silent: try again next sweep
    const c = await loadChargeContext(ctx, a.chargeId);
    if (!c) continue;
    const claimed: ClaimedAttempt = {
      chargeId: a.chargeId,
      attemptNo: a.attemptNo,
      transactionId: a.transactionId,
      resumed: true,
      leaseUntil,
    };
    if (found === null) {
      // Not at the provider under our reference: given up, so the charge gets a new attempt.
      await ctx.db
        .update(chargeAttempts)
        .set({ outcome: 'indisponivel', declineReason: 'provider_unavailable' })
        .where(
          and(
            eq(chargeAttempts.chargeId, a.chargeId),
            eq(chargeAttempts.attemptNo, a.attemptNo),
            eq(chargeAttempts.outcome, 'em_andamento'),
          ),
        );
    } else await applyOutcome(ctx, c, claimed, found, today);
    recovered += 1;
  }
  return recovered;
}
