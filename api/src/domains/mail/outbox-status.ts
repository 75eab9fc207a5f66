import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { guardedMove } from '../../platform/state-machine/machine';
import { mailMachine, type MailEvent } from './outbox-lifecycle';
import { mailOutbox, type MailRow } from './tables';

/** What may change with a message's status. */
export type MailChange = Omit<PgUpdateSetSource<typeof mailOutbox>, 'status' | 'id'>;

/**
 * The one writer of `mail_outbox.status` (outbox-lifecycle.ts): moves message `id` by `event` in
 * one guarded UPDATE; a status that does not allow the event is refused and nothing is written.
 * With `lease` (the `lease_until` the sweep's claim answered) only a row still leased by that claim
 * moves: an instance whose lease ran out, and was taken by another, writes nothing. Answers the
 * row as written, or null when refused.
 */
export async function moveMail(
  db: Db,
  id: string,
  event: MailEvent,
  change: MailChange = {},
  lease?: string,
): Promise<MailRow | null> {
  const move = guardedMove(mailMachine, mailOutbox.status, event);
  if (!move) return null;
  const stillOurs = lease ? sql`${mailOutbox.leaseUntil} = ${lease}::timestamptz` : undefined;
  const [row] = await db
    .update(mailOutbox)
    .set({ ...change, status: sql`${move.status}` })
    .where(and(eq(mailOutbox.id, id), move.allowed, stillOurs))
    .returning();
  return row ?? null;
}
