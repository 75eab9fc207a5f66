import { sql } from 'drizzle-orm';
import { EMAIL_RE, isSingleLine, toSingleLine } from '@pagora/shared';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { MAIL_KINDS, type MailData, type MailKind } from './kinds';
import { OPTIONAL_KINDS } from './preferences';
import { rowsOf } from '../../platform/db/sql-helpers';
import { subjectOf } from './render';
import { takeAnonymousSend, type AnonymousSource } from './anonymous-caps';

/** Delivered to every instance only when the enqueuing transaction commits: it wakes the sweep. */
export const MAIL_QUEUED_CHANNEL = 'pagora_mail_queued';

export type OutgoingMail<K extends MailKind> = {
  kind: K;
  to: string;
  data: MailData<K>;
  /** The cause, unique per event (`password-reset:<id>`): a replay of it enqueues nothing new. */
  eventKey: string;
  /** Whose back office lists it: the tenant and, for a seller's message, the seller. */
  marketplaceId?: string | null;
  sellerId?: string | null;
  /** The reset link's token: sent, never shown in the back office, cleared once delivered. */
  secret?: string;
  /** Caused by an anonymous caller (a boleto on a public link): counted against its caps. */
  anonymous?: AnonymousSource;
};

/**
 * Whether this is an address we can send to. A domain may ask first to pick among addresses (the
 * payer's, else the link's 'Para:'); `enqueueMail` itself never refuses one: it records it.
 */
export const isMailable = (address: string | null | undefined): address is string =>
  !!address && isSingleLine(address) && EMAIL_RE.test(address.trim().toLowerCase());

const queuedBefore = async (db: Db, eventKey: string, to: string, kind: MailKind) =>
  rowsOf(
    await db.execute(
      sql`SELECT 1 FROM mail_outbox_keys WHERE event_key = ${eventKey} AND recipient = ${to} AND kind = ${kind}`,
    ),
  ).length > 0;

/** Why a message cannot be sent at all, or null: recorded on its row, never thrown. */
function unsendable(mail: OutgoingMail<MailKind>, parsed: { success: boolean; error?: z.ZodError }) {
  if (!isMailable(mail.to)) return 'Endereço de email inválido: a mensagem não pode ser enviada.';
  if (!parsed.success) {
    const where = parsed.error?.issues[0]?.path.join('.') ?? '';
    return `Dados da mensagem inválidos${where ? ` (${where})` : ''}: a mensagem não pode ser enviada.`;
  }
  return null;
}

/**
 * Writes a message to the outbox inside the caller's transaction (`db` is that transaction), so
 * it is sent only if the change that caused it commits, and at most once per event, recipient and
 * kind. Delivery happens later, off the request, on the mail sweep. Returns false for a duplicate,
 * and for an optional message (new sale) the seller turned off.
 *
 * It never throws for the message itself (issue 35: a seller name with a line break failed the
 * subject check inside the transaction recording a card charge, which rolled back after the card
 * was charged). A subject built from stored names is put on one line; an address that is none,
 * data the template refuses, or an anonymous message over its cap is written `nao_enviavel` with
 * the reason, shown in 'Emails enviados' and never picked up by the sweep.
 */
export async function enqueueMail<K extends MailKind>(db: Db, mail: OutgoingMail<K>): Promise<boolean> {
  const parsed = MAIL_KINDS[mail.kind].data.safeParse(mail.data);
  const to = toSingleLine(mail.to).toLowerCase();
  let reason = unsendable(mail, parsed);
  // A replay (a resumed boleto attempt) inserts nothing below, so it must not count either.
  if (!reason && mail.anonymous && !(await queuedBefore(db, mail.eventKey, to, mail.kind)))
    reason = await takeAnonymousSend(db, to, mail.anonymous);
  const data = parsed.success ? parsed.data : {};
  const subject = parsed.success ? toSingleLine(subjectOf(mail.kind, parsed.data)) : mail.kind;
  const status = reason ? 'nao_enviavel' : 'pendente';
  // One statement where there were three (the seller's preference, the insert, the NOTIFY): it runs
  // inside every payment confirmation, and each statement is a round trip (on PGlite, CPU of the
  // API's own). An optional kind (new sale) is written only while the seller has not turned it
  // off; a duplicate inserts nothing and so notifies nobody. The (event, recipient, kind) key lives
  // in mail_outbox_keys (the outbox is partitioned by month, migration 1733): its row first.
  const optionalFor = mail.sellerId && OPTIONAL_KINDS.has(mail.kind) ? mail.sellerId : null;
  const queued = rowsOf<{ id: string }>(
    await db.execute(sql`
      WITH first AS (
        INSERT INTO mail_outbox_keys (event_key, recipient, kind)
        SELECT ${mail.eventKey}, ${to}, ${mail.kind}
        WHERE ${optionalFor}::uuid IS NULL
           OR NOT EXISTS (SELECT 1 FROM mail_preferences WHERE seller_id = ${optionalFor}::uuid AND NOT new_sale)
        ON CONFLICT DO NOTHING
        RETURNING 1
      ), queued AS (
        INSERT INTO mail_outbox (event_key, kind, recipient, subject, data, secret, marketplace_id, seller_id,
                                 status, last_error)
        SELECT ${mail.eventKey}, ${mail.kind}, ${to}, ${subject}, ${JSON.stringify(data)}::jsonb,
               ${reason ? null : (mail.secret ?? null)}, ${mail.marketplaceId ?? null}::uuid,
               ${mail.sellerId ?? null}::uuid, ${status}, ${reason}
          FROM first
        RETURNING id
      )
      SELECT id, CASE WHEN ${status} = 'pendente' THEN pg_notify(${MAIL_QUEUED_CHANNEL}, '') END FROM queued`),
  );
  return queued.length > 0;
}
