import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { accountPrincipal, type Principal } from '../../platform/principal';
import type { ApiKeyScope } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { sellersView, usersView } from '../accounts';
import { API_SECRET_PATTERN, hashSecret } from './secrets';
import { apiKeys } from './tables';

/** Who calls `/v1`: the key, and its owner as the domain functions know a caller. */
export type ApiCaller = { keyId: string; scopes: readonly ApiKeyScope[]; principal: Principal };

const INVALID = 'Chave de API inválida, revogada ou expirada.';

/**
 * Reads the key behind `Authorization: Bearer pgr_…` from the database on every call (one indexed
 * lookup by the secret's hash), so a revocation or an expiry is felt by every instance at once.
 * A key whose owner was removed stops working with it. Its last use is stamped by `meterKeyCall`.
 */
export async function authenticateApiKey(ctx: AppContext, header: string | undefined): Promise<ApiCaller> {
  const secret = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!API_SECRET_PATTERN.test(secret)) throw new AppError(401, 'invalid_api_key', INVALID);
  const [row] = await ctx.db
    .select({
      id: apiKeys.id,
      scopes: apiKeys.scopes,
      userId: usersView.id,
      nome: usersView.nome,
      email: usersView.email,
      cargo: usersView.cargo,
      marketplaceId: usersView.marketplaceId,
      sellerId: sellersView.id,
    })
    .from(apiKeys)
    .innerJoin(usersView, and(eq(usersView.id, apiKeys.ownerUserId), isNull(usersView.deletedAt)))
    .leftJoin(sellersView, eq(sellersView.userId, usersView.id))
    .where(
      and(
        eq(apiKeys.secretHash, hashSecret(secret)),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  if (!row) throw new AppError(401, 'invalid_api_key', INVALID);
  const { id, scopes, ...owner } = row;
  return {
    keyId: id,
    scopes,
    principal: accountPrincipal({ ...owner, sessionId: `api-key:${id}`, nome: `${owner.nome} (API)` }),
  };
}

export function requireScope(caller: ApiCaller, scope: ApiKeyScope): void {
  if (!caller.scopes.includes(scope))
    throw new AppError(403, 'insufficient_scope', `Esta chave não tem a permissão ${scope}.`);
}
