import { and, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import type { ReconcileBody } from '@pagora/shared/contracts';
import { sellersView } from '../accounts';
import { sellerInScope } from '../payouts';
import { addDays, brasiliaDay, daysBetween } from './day';
import { countReconciliation } from './metrics';
import { reconcileSeller } from './reconcile';
import { statementJobDays } from './tables';

export const RECONCILE_JOB = 'statement-reconcile';
/** Yesterday and the 7 days before: late refunds and chargebacks land within a week. */
const LOOK_BACK_DAYS = 8;
const MAX_DAYS = 31;

/**
 * The daily run: once per Brasília day (the instance whose UPDATE claims the day runs it), every
 * seller known to the provider, yesterday and the 7 days before. A seller the provider cannot
 * answer for is logged and left to the next run; the others go on.
 */
export async function dailyReconcile(ctx: AppContext, now = new Date()): Promise<number> {
  const today = brasiliaDay(now);
  await ctx.db
    .insert(statementJobDays)
    .values({ name: RECONCILE_JOB, lastDay: addDays(today, -1) })
    .onConflictDoNothing();
  const claimed = await ctx.db
    .update(statementJobDays)
    .set({ lastDay: today })
    .where(and(sql`${statementJobDays.name} = ${RECONCILE_JOB}`, lt(statementJobDays.lastDay, today)))
    .returning();
  if (claimed.length === 0) return 0;
  const sellers = await ctx.db
    .select({ id: sellersView.id, marketplaceId: sellersView.marketplaceId, idSeller: sellersView.idSeller })
    .from(sellersView)
    .where(and(isNotNull(sellersView.idSeller), isNull(sellersView.deletedAt)));
  const to = addDays(today, -1);
  let checked = 0;
  for (const s of sellers) {
    if (!s.idSeller) continue;
    try {
      await reconcileSeller(ctx, { ...s, idSeller: s.idSeller }, addDays(to, -(LOOK_BACK_DAYS - 1)), to);
      countReconciliation(ctx, 'job');
      checked += 1;
    } catch (err) {
      ctx.log.warn({ err, sellerId: s.id }, 'statement reconciliation failed for a seller');
    }
  }
  return checked;
}

/** POST /statement/reconcile: one seller in the caller's reach, at most 31 days. */
export async function reconcileOnDemand(ctx: AppContext, who: Principal, body: ReconcileBody) {
  const seller = await sellerInScope(ctx.db, who, body.sellerId);
  if (body.from > body.to) throw AppError.badRequest('A data inicial deve ser anterior à final.', 'from');
  if (daysBetween(body.from, body.to).length > MAX_DAYS)
    throw AppError.badRequest(`Concilie no máximo ${MAX_DAYS} dias por vez.`, 'to');
  const answer = await reconcileSeller(ctx, seller, body.from, body.to);
  countReconciliation(ctx, 'request');
  return answer;
}
