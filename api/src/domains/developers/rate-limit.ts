import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { rowsOf } from '../../platform/db/sql-helpers';

/** What one call to `/v1` leaves of its key's allowance, for the `RateLimit-*` headers. */
export type RateDecision = { ok: boolean; limit: number; remaining: number; resetSeconds: number };

/**
 * Counts one call of a key: a token bucket of `burst` calls refilled at `perSecond`, kept on the
 * key's row so every instance draws from the same bucket (docs/decisions/019). One UPDATE does the
 * refill, the take and the last-use stamp: each SET expression reads the row as it was before
 * this statement, under its row lock, so concurrent calls from any instance queue on the row and
 * none is lost. The database's clock is the only clock, so instances with skewed clocks agree.
 */
export async function meterKeyCall(ctx: AppContext, keyId: string): Promise<RateDecision> {
  const { perSecond, burst } = ctx.config.developers.rateLimit;
  const elapsed = sql`GREATEST(0, EXTRACT(EPOCH FROM now() - coalesce(rate_at, now())))::float8`;
  const refill = sql`LEAST(${burst}::float8, coalesce(rate_tokens, ${burst}::float8) + ${elapsed} * ${perSecond}::float8)`;
  const [row] = rowsOf<{ tokens: number; granted: boolean }>(
    await ctx.db.execute(sql`
      UPDATE api_keys SET
        rate_granted = ${refill} >= 1,
        rate_tokens = ${refill} - CASE WHEN ${refill} >= 1 THEN 1 ELSE 0 END,
        rate_at = GREATEST(now(), coalesce(rate_at, now())),
        last_used_at = now()
       WHERE id = ${keyId}
      RETURNING rate_tokens AS tokens, rate_granted AS granted`),
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
