import { and } from 'drizzle-orm';
import { centsToReais, RECENT_TRANSACTIONS_LIMIT } from '@pagora/shared';
import type { AppContext } from '../../platform/context';
import { dashboardBalances } from '../payouts';
import { type Principal } from '../../platform/principal';
import { monthStats } from './aggregates';
import { findPage } from './repository';
import { callerScope, scopeWhere } from './scope';
import { transactionView } from './view';

/**
 * GET /seller-dash/:userId (spec 000 "Dashboard"): the 10 most recent transactions, the current
 * month's stats from the rollup and, for a seller, its balances: the provider's raw ones (exact
 * cents, converted to reais here) and the cards' figures, computed by payouts as 'Sacar' reads
 * them. A provider that cannot answer leaves `cliente` null, not the page.
 */
export async function sellerDashboard(ctx: AppContext, who: Principal, userId: string) {
  const scope = callerScope(who, userId);
  const [recent, stats, cliente] = await Promise.all([
    findPage(ctx.db, and(scopeWhere(scope)), 'desc', 1, RECENT_TRANSACTIONS_LIMIT),
    monthStats(ctx.db, scope),
    who.cargo === 'seller' && who.sellerId ? balancesOf(ctx, who) : Promise.resolve(null),
  ]);
  return { dados: { transacoes: recent.map((r) => transactionView(r, who)), cliente, stats } };
}

async function balancesOf(ctx: AppContext, who: Principal) {
  try {
    const b = await dashboardBalances(ctx, who);
    if (!b) return null;
    return {
      account_balance: centsToReais(b.held.accountBalanceCents),
      current_balance: centsToReais(b.held.currentBalanceCents),
      current_blocked_balance: centsToReais(b.held.currentBlockedBalanceCents),
      account_balance_cents: b.held.accountBalanceCents,
      current_balance_cents: b.held.currentBalanceCents,
      current_blocked_balance_cents: b.held.currentBlockedBalanceCents,
      available_balance_cents: b.availableCents,
      future_balance_cents: b.futureCents,
    };
  } catch (err) {
    ctx.log.warn({ err, sellerId: who.sellerId }, 'seller balances unavailable');
    return null;
  }
}
