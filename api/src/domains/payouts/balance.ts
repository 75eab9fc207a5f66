import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { availableBalanceCents } from '@pagora/shared';
import type { Balance, ReceivingPolicy, ReceivingPolicyName } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import type { DashboardFigures } from './balance-cache';
import { heldSettledCents } from './held-amounts';
import { sellerInScope, type PayoutSeller } from './seller-scope';
import { receivableFigures } from './receivables';
import { payouts } from './tables';
import { OPEN_STATUSES } from './payout-machine';
import { gateway } from '../gateway';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Brasília is a fixed UTC−3 (no daylight saving since 2019). */
const brasiliaDay = (at: Date) => new Date(at.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * Payouts whose transfer we do not know yet, in flight or 'Em verificação': perhaps not off the
 * provider's balance, so kept out of what is available until they are matched or decided.
 */
export async function unsentPendingCents(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`COALESCE(sum(${payouts.amountCents}), 0)` })
    .from(payouts)
    .where(
      and(
        eq(payouts.sellerId, sellerId),
        inArray(payouts.status, [...OPEN_STATUSES]),
        isNull(payouts.providerTransferId),
      ),
    );
  return Number(row?.cents ?? 0);
}

/**
 * The three balances from the provider, by the one definition of each (`@pagora/shared`
 * sale-figures, docs/transactions.md): future = receivables not yet settled; available = what
 * 'Sacar' allows, from `current_balance` (what the provider still holds: available and to come,
 * less transfers) less blocked, less to come, less payouts not yet sent, less what a dispute
 * holds (docs/payouts.md).
 */
async function readBalance(ctx: AppContext, seller: PayoutSeller, db: Db) {
  const now = new Date();
  const range = { from: brasiliaDay(now), to: brasiliaDay(new Date(now.getTime() + 2 * 366 * DAY_MS)) };
  const [held, receivables, unsent] = await Promise.all([
    gateway(ctx).provider.sellerBalances(seller.idSeller),
    gateway(ctx).provider.listReceivables(seller.idSeller, range),
    unsentPendingCents(db, seller.id),
  ]);
  const { futureCents, byDate, anticipated, pendingByTransaction } = receivableFigures(receivables);
  const disputed = await heldSettledCents(db, seller.id, pendingByTransaction);
  const blockedCents = held.currentBlockedBalanceCents;
  return {
    held,
    availableCents: availableBalanceCents(
      { currentBalanceCents: held.currentBalanceCents, blockedCents },
      futureCents,
      unsent,
      disputed,
    ),
    futureCents,
    blockedCents,
    receivables: byDate,
    anticipated,
  };
}

export async function providerBalance(ctx: AppContext, seller: PayoutSeller, db: Db = ctx.db) {
  if (!seller.idSeller)
    return { availableCents: 0, futureCents: 0, blockedCents: 0, receivables: [], anticipated: [] };
  const { availableCents, futureCents, blockedCents, receivables, anticipated } = await readBalance(
    ctx,
    seller,
    db,
  );
  return { availableCents, futureCents, blockedCents, receivables, anticipated };
}

/**
 * A seller's own balances for the dashboard's cards: 'Saldo Disponível' is the figure 'Sacar'
 * allows and 'Saldo Futuro' the receivables to come, computed here and nowhere else; the
 * provider's raw balances ride along for the spec's `cliente` fields. Null without a provider seller.
 */
export async function dashboardBalances(ctx: AppContext, who: Principal): Promise<DashboardFigures | null> {
  const seller = await sellerInScope(ctx.db, who, undefined);
  if (!seller.idSeller) return null;
  return ctx.balances.get(seller.id, async () => {
    const { held, availableCents, futureCents } = await readBalance(ctx, seller, ctx.db);
    return { held, availableCents, futureCents };
  });
}

export async function balanceOf(
  ctx: AppContext,
  who: Principal,
  sellerId: string | undefined,
): Promise<Balance> {
  const seller = await sellerInScope(ctx.db, who, sellerId);
  const [balance, policy] = await Promise.all([
    providerBalance(ctx, seller),
    seller.idSeller
      ? gateway(ctx).provider.getReceivingPolicy(seller.idSeller)
      : ({ kind: 'manual' } as const),
  ]);
  return { sellerId: seller.id, ...balance, ...policyAnswer(policy) };
}

/** The kind alone (`policy`, the answer before issue 36) beside the whole policy. */
const policyAnswer = (p: ReceivingPolicy) => ({ policy: p.kind, receivingPolicy: p });

/** The seller's own choice, or its marketplace's; an admin reads and changes nothing here. */
export async function setReceivingPolicy(
  ctx: AppContext,
  who: Principal,
  sellerId: string | undefined,
  policy: ReceivingPolicy,
): Promise<{ policy: ReceivingPolicyName; receivingPolicy: ReceivingPolicy }> {
  if (who.cargo !== 'seller' && who.cargo !== 'marketplace') throw AppError.forbidden();
  const seller = await sellerInScope(ctx.db, who, sellerId);
  if (!seller.idSeller)
    throw AppError.conflict(
      'Sua conta ainda não está habilitada no provedor de pagamentos.',
      'no_provider_seller',
    );
  return policyAnswer(await gateway(ctx).provider.setReceivingPolicy(seller.idSeller, policy));
}
