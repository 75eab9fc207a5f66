import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { rowsOf } from '../../platform/db/sql-helpers';

/** What one call to `/v1` leaves of its key's allowance, for the `RateLimit-*` headers. */
export type RateDecision = { ok: boolean; limit: number; remaining: number; resetSeconds: number };

/**
 * Counts one call of a key: a token bucket of `burst` calls refilled at `perSecond`, kept on the
 * key's row so every instance draws from the same bucket (docs/decisions/019); a rolled key draws
 * from the bucket of the first key it was rolled from, so both secrets of an overlap share one.
 * One statement does the refill, the take and the last-use stamp: each SET expression reads the
 * bucket's row as it was before this statement, under its row lock, so concurrent calls from any
 * instance (and either secret of a roll) queue on that row and none is lost. The database's clock
 * is the only clock, so instances with skewed clocks agree.
 */
export async function meterKeyCall(ctx: AppContext, keyId: string): Promise<RateDecision> {
  const { perSecond, burst } = ctx.config.developers.rateLimit;
  const elapsed = sql`GREATEST(0, EXTRACT(EPOCH FROM now() - coalesce(rate_at, now())))::float8`;
  const refill = sql`LEAST(${burst}::float8, coalesce(rate_tokens, ${burst}::float8) + ${elapsed} * ${perSecond}::float8)`;
  // The bucket is on the row the key names (a rolled key: its first key's), the last use on the
  // key's own row; when they are the same row, `drawn` stamps it and `used` matches nothing.
  const [row] = rowsOf<{ tokens: number; granted: boolean }>(
    await ctx.db.execute(sql`
      WITH caller AS (SELECT coalesce(rate_bucket_id, id) AS bucket FROM api_keys WHERE id = ${keyId}),
      drawn AS (
        UPDATE api_keys SET
          rate_granted = ${refill} >= 1,
          rate_tokens = ${refill} - CASE WHEN ${refill} >= 1 THEN 1 ELSE 0 END,
          rate_at = GREATEST(now(), coalesce(rate_at, now())),
          last_used_at = CASE WHEN id = ${keyId} THEN now() ELSE last_used_at END
         WHERE id = (SELECT bucket FROM caller)
        RETURNING rate_tokens AS tokens, rate_granted AS granted),
      used AS (UPDATE api_keys SET last_used_at = now() WHERE id = ${keyId} AND rate_bucket_id IS NOT NULL)
      SELECT tokens, granted FROM drawn`),
  );
  if (!row) throw new AppError(401, 'invalid_api_key', 'Chave de API inválida, revogada ou expirada.');
  const left = Number(row.tokens);
  return {
    ok: row.granted,
    limit: burst,
    remaining: Math.floor(left),
    resetSeconds: Math.max(1, Math.ceil((row.granted ? burst - left : 1 - left) / perSecond)),
  };
}
