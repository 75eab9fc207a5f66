import { createHmac } from 'node:crypto';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const CREATION_IN_FLIGHT =
  'Esta solicitação ainda está em processamento. Aguarde e atualize a página.';
export const CREATION_KEY_REUSED = 'Esta chave de idempotência já foi usada com outros dados.';

type KeyRow = { fingerprint: string; status: number | null; body: unknown };

/** Keyed (HMAC): a body may hold a password, and nothing of it can be read back from the row. */
const fingerprintOf = (secret: string, body: unknown) =>
  createHmac('sha256', secret)
    .update(JSON.stringify(body ?? null))
    .digest('base64url');

/**
 * Runs a creation once per `Idempotency-Key` of a caller: the key row is inserted before the
 * creation (unique), so a double click's second request finds it: the first answer again once it
 * is done, 409 while it runs, 422 for other data under the same key. A creation that fails frees
 * its key, so a retry after a refusal is a new try. Without a key, `create` simply runs.
 */
export async function createOnce<T>(
  ctx: AppContext,
  who: { userId: string },
  scope: string,
  key: string | string[] | undefined,
  body: unknown,
  create: () => Promise<T>,
): Promise<T> {
  if (key === undefined) return create();
  if (typeof key !== 'string' || !KEY_PATTERN.test(key))
    throw AppError.badRequest(
      'Idempotency-Key inválida: use até 255 caracteres visíveis.',
      'Idempotency-Key',
      'idempotency_key_invalid',
    );
  const fingerprint = fingerprintOf(ctx.config.tokenSecret, body);
  const claimed = await ctx.database.query<{ key: string }>(
    `INSERT INTO creation_keys (user_id, scope, key, fingerprint) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING key`,
    [who.userId, scope, key, fingerprint],
  );
  if (claimed.length === 0) return (await replay(ctx, who.userId, scope, key, fingerprint)) as T;
  try {
    const created = await create();
    await ctx.database.query(
      `UPDATE creation_keys SET status = 201, body = $4::jsonb WHERE user_id = $1 AND scope = $2 AND key = $3`,
      [who.userId, scope, key, JSON.stringify(created)],
    );
    return created;
  } catch (err) {
    await ctx.database.query(`DELETE FROM creation_keys WHERE user_id = $1 AND scope = $2 AND key = $3`, [
      who.userId,
      scope,
      key,
    ]);
    throw err;
  }
}

/** The stored answer of the first request: the same `T` its creation returned, as JSON. */
async function replay(
  ctx: AppContext,
  userId: string,
  scope: string,
  key: string,
  fingerprint: string,
): Promise<unknown> {
  const [row] = await ctx.database.query<KeyRow>(
    `SELECT fingerprint, status, body FROM creation_keys WHERE user_id = $1 AND scope = $2 AND key = $3`,
    [userId, scope, key],
  );
  if (!row) throw AppError.conflict(CREATION_IN_FLIGHT, 'idempotency_in_flight');
  if (row.fingerprint !== fingerprint)
    throw AppError.unprocessable(CREATION_KEY_REUSED, 'idempotency_key_reused');
  if (row.status === null) throw AppError.conflict(CREATION_IN_FLIGHT, 'idempotency_in_flight');
  return row.body;
}

/** Keys older than a day are forgotten (run by the payments sweep with its own key pruning). */
export async function pruneCreationKeys(ctx: AppContext): Promise<void> {
  await ctx.database.query(`DELETE FROM creation_keys WHERE created_at < now() - interval '24 hours'`);
}
