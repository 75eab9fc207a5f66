import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { leaseDue } from '../../platform/db/lease-due';
import { isMailKind } from './kinds';
import { mailMachine } from './outbox-lifecycle';
import { moveMail } from './outbox-status';
import { OPTIONAL_KINDS } from './preferences';
import { countSmtpRefusal } from './queue-metrics';
import { renderMail } from './render';
import { mailOutbox, type MailRow } from './tables';
import type { MailTransport } from './transport';
import { unsubscribeUrl } from './unsubscribe';
import { privacyRequestUrl } from './privacy';

export type DueMail = {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  data: unknown;
  secret: string | null;
  marketplace_id: string | null;
  seller_id: string | null;
  attempts: number;
  /** The lease this claim took (`lease_until` as text, exact): the outcome is recorded only under it. */
  lease: string;
};

/** A message the seller may turn off carries its signed unsubscribe link. */
const unsubscribeFor = (ctx: AppContext, row: DueMail) =>
  row.seller_id && isMailKind(row.kind) && OPTIONAL_KINDS.has(row.kind)
    ? unsubscribeUrl(ctx, row.seller_id)
    : null;

/** A payer's receipt carries its signed LGPD request link (issue 39), about that payment. */
const RECEIPT_KINDS = new Set(['payment_receipt', 'refund_notice']);
function privacyFor(ctx: AppContext, row: DueMail) {
  const transactionId = (row.data as { transactionId?: unknown } | null)?.transactionId;
  return RECEIPT_KINDS.has(row.kind) && typeof transactionId === 'string'
    ? privacyRequestUrl(ctx, transactionId)
    : null;
}

/** Rows per sweep; the next sweep (or a kick) takes the rest. */
const BATCH = 20;
/** A claimed row is presumed abandoned (its instance died mid-send) after this. */
const LEASE_SECONDS = 120;

/** Leases due messages (the statuses the machine sends from), counting the attempt. */
export const claimDueMail = (ctx: AppContext, limit = BATCH): Promise<DueMail[]> =>
  leaseDue<DueMail>(ctx.db, {
    table: sql`mail_outbox`,
    leaseColumn: sql`lease_until`,
    leaseSeconds: LEASE_SECONDS,
    due: sql`${inArray(mailOutbox.status, mailMachine.allowing('sent'))} AND next_attempt_at <= now()`,
    orderBy: sql`next_attempt_at`,
    limit,
    returning: sql`id, kind, recipient, subject, data, secret, marketplace_id, seller_id, attempts,
                   lease_until::text AS lease`,
    alsoSet: sql`attempts = attempts + 1`,
  });

/**
 * Renders and sends one leased message and records the outcome while the lease is still this
 * claim's. A refusal waits retryBaseMs × 2^(attempts-1) and is retried; after maxAttempts it is
 * `falhou`. At-least-once: only an instance that dies (or outlives its lease) between the server's
 * acceptance and the record sends a message twice.
 */
export async function sendClaimedMail(
  ctx: AppContext,
  transport: MailTransport,
  row: DueMail,
): Promise<void> {
  const { retryBaseMs, maxAttempts } = ctx.config.mail;
  let recorded: MailRow | null;
  try {
    const brand = await ctx.mail.brandFor(row.marketplace_id);
    const mail = await renderMail(row, {
      brand,
      publicUrl: ctx.mail.publicUrl,
      secret: row.secret,
      unsubscribeUrl: unsubscribeFor(ctx, row),
      privacyUrl: privacyFor(ctx, row),
    });
    await transport.send(row.recipient, mail, row.id).catch((err: unknown) => {
      countSmtpRefusal(ctx, err);
      throw err;
    });
    const sent = { sentAt: sql`now()`, leaseUntil: null, secret: null, lastError: null };
    recorded = await moveMail(ctx.db, row.id, 'sent', sent, row.lease);
  } catch (err) {
    const waitMs = retryBaseMs * 2 ** Math.min(row.attempts - 1, 16);
    ctx.jobs.logger.warn({ err, mailId: row.id, attempts: row.attempts }, 'mail not sent');
    recorded = await moveMail(
      ctx.db,
      row.id,
      row.attempts >= maxAttempts ? 'given_up' : 'retry_scheduled',
      {
        leaseUntil: null,
        lastError: (err instanceof Error ? err.message : String(err)).slice(0, 500),
        nextAttemptAt: sql`now() + make_interval(secs => ${waitMs / 1000})`,
      },
      row.lease,
    );
  }
  // Our lease ran out and another instance took the row: its attempt is the one recorded.
  if (!recorded)
    ctx.jobs.logger.warn({ mailId: row.id }, 'mail send outlived its lease: outcome not recorded');
}

/**
 * One run of the `mail` queue: leases due rows (SKIP LOCKED, so instances share the work and
 * never send the same row at once), then sends each and records its outcome.
 */
export async function deliverDueMail(ctx: AppContext): Promise<number> {
  const transport = ctx.mail.transport;
  if (!transport) return 0;
  const claimed = await claimDueMail(ctx);
  for (const row of claimed) await sendClaimedMail(ctx, transport, row);
  return claimed.length;
}
