import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import type { Principal } from '../../../platform/principal';
import { emailVerifiedSql } from '../email-verification/verified';
import { sellers, users } from '../tables';
import { sessions } from './tables';

export async function createSession(
  db: Db,
  userId: string,
  ttlSeconds: number,
  meta: { ip: string; userAgent: string },
) {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, ip: meta.ip, userAgent: meta.userAgent.slice(0, 300) })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { id: row.id, expiresAt };
}

export async function loadPrincipal(db: Db, sessionId: string): Promise<Principal | null> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      nome: users.nome,
      email: users.email,
      cargo: users.cargo,
      marketplaceId: users.marketplaceId,
      sellerId: sellers.id,
      emailVerified: emailVerifiedSql,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
