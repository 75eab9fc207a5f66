import type { FastifyInstance } from 'fastify';
import { onAnticipationChange } from '../anticipation';
import { gateway } from '../gateway';
import { onTxChange } from '../payments';
import { onPayoutSent, onPayoutSettled } from '../payouts';
import { backfillStatementOnce } from './backfill';
import { RECONCILE_JOB, dailyReconcile } from './daily-reconcile';
import { FOLD_MARKETPLACE_DAYS_JOB, FOLD_MARKETPLACE_DAYS_MS, foldMarketplaceDays } from './marketplace-days';
import { registerStatementMetrics } from './metrics';
import { postAnticipation, postPayoutSent, postPayoutSettled } from './money-posting';
import { postSaleChange } from './sale-posting';

/** The daily check is claimed per day; looking every hour finds the new day soon after it starts. */
const RECONCILE_LOOK_MS = 60 * 60 * 1000;

/**
 * The statement posts its own lines from the other domains' in-transaction hooks (nobody else
 * writes them), backfills sales paid before it existed at the first start (once per database),
 * reconciles daily, and folds the admin's marketplace days every minute.
 */
export async function registerStatement(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  onTxChange(postSaleChange);
  onPayoutSent(postPayoutSent);
  onPayoutSettled(postPayoutSettled);
  onAnticipationChange(postAnticipation);
  registerStatementMetrics(ctx);
  ctx.jobs.sweep('statement-backfill', 0, () => backfillStatementOnce(ctx));
  ctx.jobs.sweep(RECONCILE_JOB, RECONCILE_LOOK_MS, async () => {
    if (gateway(ctx).hasProvider) await dailyReconcile(ctx);
  });
  ctx.jobs.sweep(FOLD_MARKETPLACE_DAYS_JOB, FOLD_MARKETPLACE_DAYS_MS, () => foldMarketplaceDays(ctx.db));
}
