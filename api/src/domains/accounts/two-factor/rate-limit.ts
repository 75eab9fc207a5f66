import { sql } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '@pagora/shared/contracts';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/app-error';
import { rowsOf } from '../../../platform/db/sql-helpers';
import { waitText } from '../auth/login';
import { twoFactorFailures } from './tables';

/**
 * At most five wrong codes (or passwords confirming a change) per person in fifteen minutes,
 * counted in the database so every API instance shares the count: a guesser cannot spread its
 * tries over the instances behind the balancer.
 */
const MAX_FAILURES = 5;
const WINDOW_MINUTES = 15;

/** Refuses with 429 while the person's fifth most recent failure is inside the window. */
export async function assertCodesAllowed(db: Db, userId: string): Promise<void> {
  const [row] = rowsOf<{ wait: number | string }>(
    await db.execute(sql`
      SELECT ceil(extract(epoch FROM at + make_interval(mins => ${WINDOW_MINUTES}) - now())) AS wait
        FROM two_factor_failures
       WHERE user_id = ${userId} AND at > now() - make_interval(mins => ${WINDOW_MINUTES})
       ORDER BY at DESC
       OFFSET ${MAX_FAILURES - 1} LIMIT 1`),
  );
  if (!row) return;
  const seconds = Math.max(1, Number(row.wait));
  throw AppError.tooManyRequests(TWO_FACTOR_MESSAGES.tooMany(waitText(seconds)), seconds);
}

/** Counts one failure; the person's failures older than the window go, so the table stays small. */
export async function recordCodeFailure(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    DELETE FROM two_factor_failures
     WHERE user_id = ${userId} AND at <= now() - make_interval(mins => ${WINDOW_MINUTES})`);
  await db.insert(twoFactorFailures).values({ userId });
}
