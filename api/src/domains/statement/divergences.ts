import { and, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { StatementDivergence, divergenceListQuerySchema } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { listFeeDivergences } from '../fees';
import { sellerInScope } from '../payouts';
import { periodOf } from './day';
import { divergenceView } from './divergence-view';
import { statementDivergences } from './tables';

type Query = z.output<typeof divergenceListQuerySchema>;

/** Whose divergences the caller sees: one seller, a marketplace's sellers, or all (admin). */
async function scopeOf(ctx: AppContext, who: Principal, sellerId: string | undefined) {
  if (who.cargo === 'seller' || sellerId) {
    const seller = await sellerInScope(ctx.db, who, sellerId);
    return { sellerIds: [seller.id] };
  }
  if (who.cargo === 'marketplace') {
    if (!who.marketplaceId) throw AppError.forbidden();
    return { marketplaceId: who.marketplaceId };
  }
  if (who.cargo === 'admin') return {};
  throw AppError.forbidden();
}

/**
 * 'Divergências': the days our statement and the provider's books disagree, and the sales whose
 * provider fee is not the table's (the fees domain's), in one list, newest first.
 */
export async function listDivergences(
  ctx: AppContext,
  who: Principal,
  q: Query,
): Promise<StatementDivergence[]> {
  const scope = await scopeOf(ctx, who, q.sellerId);
  const { from, to } = periodOf(q);
  const where: (SQL | undefined)[] = [gte(statementDivergences.day, from), lte(statementDivergences.day, to)];
  if (scope.sellerIds) where.push(inArray(statementDivergences.sellerId, scope.sellerIds));
  if (scope.marketplaceId) where.push(eq(statementDivergences.marketplaceId, scope.marketplaceId));
  if (q.status) where.push(eq(statementDivergences.status, q.status));
  const ours = (
    await ctx.db
      .select()
      .from(statementDivergences)
      .where(and(...where))
      .orderBy(desc(statementDivergences.day))
      .limit(5_000)
  ).map(divergenceView);
  // A fee divergence is a fact about a sale, never resolved: it shows unless only 'resolvida' is asked.
  const fees =
    q.status === 'resolvida'
      ? []
      : (await listFeeDivergences(ctx.db, { ...scope, from, to })).map((f): StatementDivergence => ({
          kind: 'taxa',
          id: f.transactionId,
          transactionId: f.transactionId,
          sellerId: f.sellerId,
          marketplaceId: f.marketplaceId,
          day: f.day,
          method: f.method,
          installments: f.installments,
          grossCents: f.grossCents,
          expectedFeeCents: f.expectedFeeCents,
          chargedFeeCents: f.chargedFeeCents,
          detectedAt: f.createdAt.toISOString(),
        }));
  return [...ours, ...fees].sort((a, b) =>
    a.day === b.day ? b.detectedAt.localeCompare(a.detectedAt) : b.day.localeCompare(a.day),
  );
}
