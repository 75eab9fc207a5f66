import { and, desc, eq } from 'drizzle-orm';
import type { Anticipation } from '@pagora/shared/contracts';
import { UUID_PATTERN } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { ownedWhere } from '../../platform/owned-resource';
import type { Principal } from '../../platform/principal';
import { sellerInScope } from '../payouts';
import { anticipations } from './tables';
import { anticipationView } from './views';

export const ANTICIPATION_NOT_FOUND = 'Antecipação não encontrada.';

const inReach = (who: Principal) =>
  ownedWhere(who, { marketplaceId: anticipations.marketplaceId, sellerId: anticipations.sellerId });

/**
 * The history, newest first: a seller its own; a marketplace its sellers' (one with `sellerId`);
 * an admin every seller's (one with `sellerId`).
 */
export async function listAnticipations(
  ctx: AppContext,
  who: Principal,
  sellerId: string | undefined,
): Promise<Anticipation[]> {
  const one = who.cargo === 'seller' || sellerId ? await sellerInScope(ctx.db, who, sellerId) : undefined;
  if (!one && who.cargo !== 'admin' && who.cargo !== 'marketplace') throw AppError.forbidden();
  const rows = await ctx.db
    .select()
    .from(anticipations)
    .where(and(inReach(who), one ? eq(anticipations.sellerId, one.id) : undefined))
    .orderBy(desc(anticipations.createdAt))
    .limit(200);
  return rows.map(anticipationView);
}

/** One antecipação within the caller's reach; any other id is 404 (never confirmed to exist). */
export async function readAnticipation(ctx: AppContext, who: Principal, id: string): Promise<Anticipation> {
  if (!UUID_PATTERN.test(id)) throw AppError.notFound(ANTICIPATION_NOT_FOUND);
  const [row] = await ctx.db
    .select()
    .from(anticipations)
    .where(and(eq(anticipations.id, id), inReach(who)));
  if (!row) throw AppError.notFound(ANTICIPATION_NOT_FOUND);
  return anticipationView(row);
}
