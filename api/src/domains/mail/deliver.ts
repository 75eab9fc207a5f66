import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { rowsOf } from '../../platform/db/sql-helpers';
import { isMailKind } from './kinds';
import { OPTIONAL_KINDS } from './preferences';
import { countSmtpRefusal } from './queue-metrics';
import { renderMail } from './render';
import { unsubscribeUrl } from './unsubscribe';

type DueRow = {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  data: unknown;
  secret: string | null;
  marketplace_id: string | null;
  seller_id: string | null;
  attempts: number;
};

/** A message the seller may turn off carries its signed unsubscribe link. */
const unsubscribeFor = (ctx: AppContext, row: DueRow) =>
  row.seller_id && isMailKind(row.kind) && OPTIONAL_KINDS.has(row.kind)
    ? unsubscribeUrl(ctx, row.seller_id)
    : null;

/** Rows per sweep; the next sweep (or a kick) takes the rest. */
const BATCH = 20;
/** A claimed row is presumed abandoned (its instance died mid-send) after this. */
const LEASE_SECONDS = 120;

/**
 * One run of the `mail` queue: leases due `pendente` rows (SKIP LOCKED, so instances share the
 * work and never send the same row at once), renders and sends each, and records the outcome. A
 * refusal waits retryBaseMs × 2^(attempts-1) and is retried; after maxAttempts it is `falhou`.
 * At-least-once: only an instance that dies between the server's acceptance and the update below
 * sends a message twice.
 */
export async function deliverDueMail(ctx: AppContext): Promise<number> {
  const transport = ctx.mail.transport;
  if (!transport) return 0;
  const claimed = rowsOf<DueRow>(
    await ctx.db.execute(sql`
      UPDATE mail_outbox SET attempts = attempts + 1,
             lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
       WHERE id IN (SELECT id FROM mail_outbox
                     WHERE status = 'pendente' AND next_attempt_at <= now()
                       AND (lease_until IS NULL OR lease_until < now())
                     ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, recipient, subject, data, secret, marketplace_id, seller_id, attempts`),
  );
  const { retryBaseMs, maxAttempts } = ctx.config.mail;
  for (const row of claimed) {
    try {
      const brand = await ctx.mail.brandFor(row.marketplace_id);
      const mail = await renderMail(row, {
        brand,
        publicUrl: ctx.mail.publicUrl,
        secret: row.secret,
        unsubscribeUrl: unsubscribeFor(ctx, row),
      });
      await transport.send(row.recipient, mail, row.id).catch((err: unknown) => {
        countSmtpRefusal(ctx, err);
        throw err;
      });
      await ctx.db.execute(sql`
        UPDATE mail_outbox SET status = 'enviado', sent_at = now(), lease_until = NULL,
               secret = NULL, last_error = NULL
         WHERE id = ${row.id}`);
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const waitMs = retryBaseMs * 2 ** Math.min(row.attempts - 1, 16);
      const failed = row.attempts >= maxAttempts;
      ctx.jobs.logger.warn({ err, mailId: row.id, attempts: row.attempts }, 'mail not sent');
      await ctx.db.execute(sql`
        UPDATE mail_outbox SET lease_until = NULL, last_error = ${error},
               status = ${failed ? 'falhou' : 'pendente'},
               next_attempt_at = now() + make_interval(secs => ${waitMs / 1000})
         WHERE id = ${row.id}`);
    }
  }
  return claimed.length;
}
