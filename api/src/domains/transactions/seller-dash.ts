import { and, eq } from 'drizzle-orm';
import { centsToReais, RECENT_TRANSACTIONS_LIMIT } from '@pagora/shared';
import type { AppContext } from '../../platform/context';
import { sellersView } from '../accounts';
import { type Principal } from '../../platform/principal';
import { monthStats } from './aggregates';
import { findPage } from './repository';
import { callerScope, scopeWhere } from './scope';
import { transactionView } from './view';

/**
 * GET /seller-dash/:userId (spec 000 "Dashboard"): the 10 most recent transactions, the current
 * month's stats from the rollup and, for a seller, its balances at the provider (exact cents,
 * converted to reais here). A provider that cannot answer leaves `cliente` null, not the page.
 */
export async function sellerDashboard(ctx: AppContext, who: Principal, userId: string) {
  const scope = callerScope(who, userId);
  const [recent, stats, cliente] = await Promise.all([
    findPage(ctx.db, and(scopeWhere(scope)), 'desc', 1, RECENT_TRANSACTIONS_LIMIT),
    monthStats(ctx.db, scope),
    who.cargo === 'seller' && who.sellerId ? balancesOf(ctx, who.sellerId) : Promise.resolve(null),
  ]);
  return { dados: { transacoes: recent.map((r) => transactionView(r, who)), cliente, stats } };
}

async function balancesOf(ctx: AppContext, sellerId: string) {
  const [seller] = await ctx.db
    .select({ idSeller: sellersView.idSeller })
    .from(sellersView)
    .where(eq(sellersView.id, sellerId))
    .limit(1);
  if (!seller?.idSeller) return null;
  try {
    const b = await ctx.payments.provider.sellerBalances(seller.idSeller);
    return {
      account_balance: centsToReais(b.accountBalanceCents),
      current_balance: centsToReais(b.currentBalanceCents),
      current_blocked_balance: centsToReais(b.currentBlockedBalanceCents),
      account_balance_cents: b.accountBalanceCents,
      current_balance_cents: b.currentBalanceCents,
      current_blocked_balance_cents: b.currentBlockedBalanceCents,
    };
  } catch (err) {
    ctx.payments.logger.warn({ err, sellerId }, 'seller balances unavailable');
    return null;
  }
}
