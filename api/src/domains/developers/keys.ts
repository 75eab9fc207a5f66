import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/principal';
import {
  DEVELOPER_MESSAGES as M,
  type ApiKeyScope,
  type ApiKeyView,
  type CreateApiKey,
} from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { usersView } from '../accounts';
import { noticeKeyCreated } from './notices';
import { newApiSecret } from './secrets';
import { apiKeys, type ApiKeyRow } from './tables';
import { ownerOf, readScope } from './tenant';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const view = (r: ApiKeyRow, owner: { nome: string; cargo: string }): ApiKeyView => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  mode: r.mode,
  scopes: r.scopes,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: iso(r.lastUsedAt),
  expiresAt: iso(r.expiresAt),
  revokedAt: iso(r.revokedAt),
  owner,
});

type NewKey = {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
  rolledFrom?: string;
  rateBucketId?: string;
};

async function insertKey(ctx: AppContext, db: Db, who: Principal, input: NewKey) {
  const mode = ctx.config.developers.mode;
  const { secret, prefix, hash } = newApiSecret(mode);
  const [row] = await db
    .insert(apiKeys)
    .values({ ...ownerOf(who), ...input, mode, prefix, secretHash: hash })
    .returning();
  if (!row) throw new Error('api key insert returned nothing');
  await noticeKeyCreated(db, row);
  return { id: row.id, secret, key: view(row, { nome: who.nome, cargo: who.cargo }) };
}

/** POST /developer/keys: the answer holds the secret, which is never readable again. */
export async function createApiKey(
  ctx: AppContext,
  who: Principal,
  input: CreateApiKey & { scopes: ApiKeyScope[] },
) {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  return ctx.db.transaction((db) =>
    insertKey(ctx, db, who, { name: input.name, scopes: input.scopes, expiresAt }),
  );
}

export async function listApiKeys(ctx: AppContext, who: Principal): Promise<ApiKeyView[]> {
  const rows = await ctx.db
    .select({ key: apiKeys, nome: usersView.nome, cargo: usersView.cargo })
    .from(apiKeys)
    .innerJoin(usersView, eq(usersView.id, apiKeys.ownerUserId))
    .where(readScope(who, apiKeys.ownerUserId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(500);
  return rows.map((r) => view(r.key, { nome: r.nome, cargo: r.cargo }));
}

/** Only the owner's login acts on a key; anyone else (admin included) gets 404. */
function ownKey(who: Principal, id: string) {
  return and(eq(apiKeys.id, id), eq(apiKeys.ownerUserId, ownerOf(who).ownerUserId));
}

/** Every call checks `revoked_at` in the database, so this is felt by every instance at once. */
export async function revokeApiKey(ctx: AppContext, who: Principal, id: string): Promise<void> {
  const [row] = await ctx.db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(ownKey(who, id))
    .returning({ id: apiKeys.id });
  if (!row) throw AppError.notFound(M.keyNotFound);
}

/**
 * 'Rolar': a new key with the same name and scopes; the old one keeps working for `overlapHours`
 * (its expiry becomes the end of the overlap, or stays if sooner). One transaction, so a roll
 * never leaves two keys without an end or none at all. The new key draws from the old one's /v1
 * bucket (rate-limit.ts): rolling neither doubles nor refills the budget.
 */
export async function rollApiKey(ctx: AppContext, who: Principal, id: string, overlapHours: number) {
  return ctx.db.transaction(async (db) => {
    const [old] = await db
      .select()
      .from(apiKeys)
      .where(and(ownKey(who, id), isNull(apiKeys.revokedAt)))
      .for('update');
    if (!old || (old.expiresAt && old.expiresAt <= new Date())) throw AppError.notFound(M.keyNotFound);
    const overlapEnd = new Date(Date.now() + overlapHours * 3600_000);
    await db
      .update(apiKeys)
      .set(
        overlapHours === 0
          ? { revokedAt: new Date() }
          : { expiresAt: old.expiresAt && old.expiresAt < overlapEnd ? old.expiresAt : overlapEnd },
      )
      .where(eq(apiKeys.id, old.id));
    return insertKey(ctx, db, who, {
      name: old.name,
      scopes: old.scopes,
      expiresAt: old.expiresAt,
      rolledFrom: old.id,
      // The /v1 limit follows the key across rolls: one budget for both secrets during the overlap.
      rateBucketId: old.rateBucketId ?? old.id,
    });
  });
}
