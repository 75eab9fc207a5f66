import { sql } from 'drizzle-orm';
import { EMAIL_RE } from '@pagora/shared';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db/client';
import { MAIL_KINDS, type MailData, type MailKind } from './kinds';
import { OPTIONAL_KINDS } from './preferences';
import { rowsOf } from '../../platform/db/sql-helpers';
import { subjectOf } from './render';

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
};

/** Header values may not carry CR/LF: a name or subject could otherwise add headers. */
const headerSafe = (value: string) => !/[\r\n]/.test(value);

/**
 * Whether `enqueueMail` accepts this recipient. A domain whose change must commit anyway (a payment,
 * a billing outcome) asks first and skips the message rather than lose the change to a 400.
 */
export const isMailable = (address: string | null | undefined): address is string =>
  !!address && headerSafe(address) && EMAIL_RE.test(address.trim().toLowerCase());

/**
 * Writes a message to the outbox inside the caller's transaction (`db` is that transaction), so
 * it is sent only if the change that caused it commits, and at most once per event, recipient and
 * kind. Delivery happens later, off the request, on the mail sweep. Returns false for a duplicate,
 * and for an optional message (new sale) the seller turned off.
 */
export async function enqueueMail<K extends MailKind>(db: Db, mail: OutgoingMail<K>): Promise<boolean> {
  const data = MAIL_KINDS[mail.kind].data.parse(mail.data);
  const to = mail.to.trim().toLowerCase();
  const subject = subjectOf(mail.kind, data);
  if (!isMailable(mail.to) || !headerSafe(subject)) {
    throw AppError.badRequest('Endereço ou assunto de email inválido.', undefined, 'mail_header');
  }
  // One statement where there were three (the seller's preference, the insert, the NOTIFY): it runs
  // inside every payment confirmation, and each statement is a round trip (on PGlite, CPU of the
  // API's own). An optional kind (new sale) is written only while the seller has not turned it
  // off; a duplicate inserts nothing and so notifies nobody.
  const optionalFor = mail.sellerId && OPTIONAL_KINDS.has(mail.kind) ? mail.sellerId : null;
  const queued = rowsOf<{ id: string }>(
    await db.execute(sql`
      WITH queued AS (
        INSERT INTO mail_outbox (event_key, kind, recipient, subject, data, secret, marketplace_id, seller_id)
        SELECT ${mail.eventKey}, ${mail.kind}, ${to}, ${subject}, ${JSON.stringify(data)}::jsonb,
               ${mail.secret ?? null}, ${mail.marketplaceId ?? null}::uuid, ${mail.sellerId ?? null}::uuid
        WHERE ${optionalFor}::uuid IS NULL
           OR NOT EXISTS (SELECT 1 FROM mail_preferences WHERE seller_id = ${optionalFor}::uuid AND NOT new_sale)
        ON CONFLICT DO NOTHING
        RETURNING id
      )
      SELECT id, pg_notify(${MAIL_QUEUED_CHANNEL}, '') FROM queued`),
  );
  return queued.length > 0;
}
