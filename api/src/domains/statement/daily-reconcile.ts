import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import type { ReconcileBody } from '@pagora/shared/contracts';
import { sellerInScope } from '../payouts';
import { addDays, brasiliaDay, daysBetween } from './day';
import { countReconciliation } from './metrics';
import { reconcileSeller } from './reconcile';
import { batchSellers, finishBatch, leaseBatch, planDay } from './reconcile-batches';
import { statementJobDays } from './tables';

export const RECONCILE_JOB = 'statement-reconcile';
/** Yesterday and the 7 days before: late refunds and chargebacks land within a week. */
const LOOK_BACK_DAYS = 8;
const MAX_DAYS = 31;
/** ~40 s of one instance at Zoop's ~0.2 s an answer: well inside a batch's lease. */
export const RECONCILE_BATCH_SIZE = 200;
/**
 * A run leases no new batch after this and asks for a follow-up run instead: the job queue takes a
 * run past 300 s for a dead one (platform/jobs.ts).
 */
const RUN_BUDGET_MS = 240_000;

/**
 * The daily run, on every instance: the instance whose UPDATE claims the Brasília day writes its
 * batches of sellers (reconcile-batches.ts); then each instance leases batch after batch until
 * none is left or the run's budget is spent. Each lease asks for one more run of the job, so an
 * idle instance joins in and a run that stops at its budget is followed by another. Per
 * seller: yesterday and the 7 days before; a seller the provider cannot answer for is logged and
 * left to the next night, the others go on. Returns the sellers this call checked.
 */
export async function dailyReconcile(
  ctx: AppContext,
  { now = new Date(), batchSize = RECONCILE_BATCH_SIZE, budgetMs = RUN_BUDGET_MS } = {},
): Promise<number> {
  const today = brasiliaDay(now);
  await ctx.db
    .insert(statementJobDays)
    .values({ name: RECONCILE_JOB, lastDay: addDays(today, -1) })
    .onConflictDoNothing();
  await planDay(ctx.db, RECONCILE_JOB, today, batchSize);
  const to = addDays(today, -1);
  const from = addDays(to, -(LOOK_BACK_DAYS - 1));
  const until = Date.now() + budgetMs;
  let checked = 0;
  do {
    const batch = await leaseBatch(ctx.db, today);
    if (!batch) break;
    ctx.jobs.kick(RECONCILE_JOB);
    for (const seller of await batchSellers(ctx.db, batch)) {
      try {
        await reconcileSeller(ctx, seller, from, to);
        countReconciliation(ctx, 'job');
        checked += 1;
      } catch (err) {
        ctx.log.warn({ err, sellerId: seller.id }, 'statement reconciliation failed for a seller');
      }
    }
    await finishBatch(ctx.db, batch);
  } while (Date.now() < until);
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
