import { sql } from 'drizzle-orm';
import type { MailConfig } from '../../config';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/sql-helpers';

/** How much mail anonymous callers may cause per window: to one address, on one link, for one seller. */
export type AnonymousMailCaps = MailConfig['anonymousCaps'];

/** What an anonymous caller's message is counted against (issue 35 item 10). */
export type AnonymousSource = { linkId: string; sellerId: string; caps: AnonymousMailCaps };

const REASONS = {
  to: 'este endereço',
  link: 'este link',
  seller: 'este vendedor',
} as const;

/**
 * Counts one anonymous message against its address, link and seller in the current fixed window,
 * or answers why it may not be sent (pt-BR, for the back office). The count lives in PostgreSQL
 * (`mail_anonymous_counts`), inside the caller's transaction: the first statement locks the three
 * rows, so concurrent requests on any instance queue on them and none is lost; a message over a
 * cap counts nothing, so it does not use up the others' allowance.
 */
export async function takeAnonymousSend(db: Db, to: string, source: AnonymousSource): Promise<string | null> {
  const { caps } = source;
  const scopes = [
    { key: `to:${to}`, limit: caps.perRecipient, name: REASONS.to },
    { key: `link:${source.linkId}`, limit: caps.perLink, name: REASONS.link },
    { key: `seller:${source.sellerId}`, limit: caps.perSeller, name: REASONS.seller },
  ];
  const window = sql`to_timestamp(floor(extract(epoch FROM now()) / ${caps.windowSeconds}) * ${caps.windowSeconds})`;
  const keys = sql.join(
    scopes.map((s) => sql`${s.key}`),
    sql`, `,
  );
  // DO UPDATE (to the same value) rather than DO NOTHING: it locks an existing row and returns it.
  const counted = rowsOf<{ scope_key: string; sent: number }>(
    await db.execute(sql`
      INSERT INTO mail_anonymous_counts AS c (scope_key, window_start, sent)
      SELECT k, ${window}, 0 FROM (VALUES ${sql.join(
        scopes.map((s) => sql`(${s.key})`),
        sql`, `,
      )}) AS v(k)
      ON CONFLICT (scope_key, window_start) DO UPDATE SET sent = c.sent
      RETURNING scope_key, sent`),
  );
  const full = scopes.find((s) => (counted.find((r) => r.scope_key === s.key)?.sent ?? 0) >= s.limit);
  if (full) {
    const minutes = Math.round(caps.windowSeconds / 60);
    return `Limite de ${full.limit} emails de boleto por ${minutes} minutos para ${full.name} atingido: o boleto foi emitido, o email não foi enviado.`;
  }
  await db.execute(sql`
    UPDATE mail_anonymous_counts SET sent = sent + 1
     WHERE window_start = ${window} AND scope_key IN (${keys})`);
  return null;
}

/** Windows that ended a day ago count nothing any more. */
export async function pruneAnonymousCounts(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM mail_anonymous_counts WHERE window_start < now() - interval '1 day'`);
}
