import type { FastifyInstance } from 'fastify';
import { FOLD_ROLLUPS_JOB, FOLD_ROLLUPS_MS, foldRollups } from './rollup-fold';

/** The transactions domain writes nothing of its own but the fold of its coarser rollups. */
export function registerTransactions(app: FastifyInstance): void {
  const { ctx } = app;
  ctx.jobs.sweep(FOLD_ROLLUPS_JOB, FOLD_ROLLUPS_MS, () => foldRollups(ctx.db));
}
