import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { mailOutbox } from './tables';

// LGPD (issue 39): the messages sent to a person, their anonymization, and the signed link every
// payer's receipt carries to 'Seus dados pessoais (LGPD)'.

type Scope = { sellerId?: string; marketplaceId?: string };

const scoped = (scope: Scope) =>
  and(
    scope.sellerId ? eq(mailOutbox.sellerId, scope.sellerId) : undefined,
    scope.marketplaceId ? eq(mailOutbox.marketplaceId, scope.marketplaceId) : undefined,
  );

/** The messages the business sent to these addresses (lower case), newest first. */
export async function mailsTo(db: Db, scope: Scope, addresses: string[]) {
  if (addresses.length === 0) return [];
  return db
    .select({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      kind: mailOutbox.kind,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.recipient, addresses), scoped(scope)))
    .orderBy(sql`${mailOutbox.createdAt} DESC`);
}

/**
 * The recipient replaced and the greeting's name in the stored data; a message not yet sent goes
 * to an address that cannot receive it (`.invalid`), which is what the person asked for. Each row
 * gets the person's anonymous address with a suffix of its own: one event sent to two of the
 * person's addresses must not become two rows the outbox's (event, recipient, kind) key refuses.
 */
export async function anonymizeMailsTo(
  db: Db,
  scope: Scope,
  addresses: string[],
  anon: { name: string; email: string },
): Promise<number> {
  if (addresses.length === 0) return 0;
  const [local, domain] = anon.email.split('@') as [string, string];
  const anonymous = sql`${`${local}-`} || left(md5(${mailOutbox.id}::text), 6) || ${`@${domain}`}`;
  const mine = and(inArray(mailOutbox.recipient, addresses), scoped(scope));
  return db.transaction(async (tx) => {
    // The once-only key (migration 1733) follows its message: it must not keep the address either.
    await tx.execute(sql`
      UPDATE mail_outbox_keys k SET recipient = ${anonymous}
        FROM mail_outbox WHERE ${mine} AND k.event_key = ${mailOutbox.eventKey}
         AND k.recipient = ${mailOutbox.recipient} AND k.kind = ${mailOutbox.kind}`);
    const changed = await tx
      .update(mailOutbox)
      .set({
        recipient: anonymous,
        data: sql`CASE WHEN (${mailOutbox.data} -> 'nome') IS NOT NULL THEN jsonb_set(${mailOutbox.data}, '{nome}', to_jsonb(${anon.name}::text)) ELSE ${mailOutbox.data} END`,
        secret: null,
      })
      .where(mine)
      .returning({ id: mailOutbox.id });
    return changed.length;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const signatureOf = (secret: string, transactionId: string) =>
  createHmac('sha256', secret).update(`privacy-request:${transactionId}`).digest('base64url');

/**
 * The receipt's LGPD link token: the transaction id and its HMAC under TOKEN_SECRET. It can only
 * file a request about that payment (which the seller answers), so like the unsubscribe token it
 * does not expire and is not stored.
 */
export const privacyRequestToken = (secret: string, transactionId: string) =>
  `${transactionId}.${signatureOf(secret, transactionId)}`;

export function transactionOfPrivacyToken(secret: string, token: string): string | null {
  const [id = '', signature = ''] = token.split('.');
  if (!UUID.test(id)) return null;
  const expected = Buffer.from(signatureOf(secret, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** Served by the API (like the unsubscribe page), so it works wherever the e-mail's links point. */
export const privacyRequestUrl = (ctx: AppContext, transactionId: string) =>
  `${ctx.mail.publicUrl}/api/privacidade/pedido?token=${encodeURIComponent(privacyRequestToken(ctx.config.tokenSecret, transactionId))}`;
