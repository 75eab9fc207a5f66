import { inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../platform/db/client';
import type { SocketHub } from './socket-hub';
import { TX_METHODS, TX_STATUSES, transactions, type TxMethod, type TxStatus } from './tables';
import { pushFor, socketMessageFor } from './tx-status';

/** Status changes travel between API instances on this PostgreSQL channel. */
export const TX_CHANNEL = 'pagora_tx';

/**
 * The channel's one payload: written only by `notifyOf` (in SQL, so the statement that moves a
 * status can announce it) and read only by `listenTxEvents`.
 */
const payloadSchema = z.object({
  id: z.string(),
  status: z.enum(TX_STATUSES),
  /** The status before: an event that leaves it unchanged (a partial refund) pushes nothing. */
  previous: z.enum(TX_STATUSES).nullable(),
  failureReason: z.string().nullable(),
  method: z.enum(TX_METHODS).nullable(),
  /** When the change was committed (ms since epoch): the paid → push delay is measured from it. */
  at: z.number(),
  /** The instance that announced it, which has already told its own sockets. */
  origin: z.string(),
});
export type TxEventPayload = z.infer<typeof payloadSchema>;

/** `pg_notify` of one payload, each field an SQL expression (a row's column, or a parameter). */
function notifyOf(fields: Record<keyof TxEventPayload, SQL>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${key}::text, ${value}`);
  return sql`pg_notify(${TX_CHANNEL}, json_build_object(${sql.join(pairs, sql`, `)})::text)`;
}

/** Every payload on the channel that reads as an event (others are ignored). */
export function listenTxEvents(
  database: Database,
  onEvent: (event: TxEventPayload) => void,
  options?: { onReconnect?: () => void },
): Promise<() => Promise<void>> {
  return database.listen(
    TX_CHANNEL,
    (payload) => {
      let json: unknown;
      try {
        json = JSON.parse(payload);
      } catch {
        return;
      }
      const event = payloadSchema.safeParse(json);
      if (event.success) onEvent(event.data);
    },
    options,
  );
}

export type TxEvent = {
  id: string;
  status: TxStatus;
  previous: TxStatus;
  failureReason?: string | null;
  method?: TxMethod;
};

/**
 * Announces a committed status event: this instance's sockets hear it at once (a payer on this
 * instance does not wait for the NOTIFY's round trip through the database, which queues behind
 * every other query under load), then every other instance through the channel.
 */
export async function publishTxStatus(
  database: Database,
  hub: SocketHub,
  event: TxEvent,
  onPixPushed?: (seconds: number) => void,
): Promise<void> {
  const at = Date.now();
  deliverLocally(hub, event, onPixPushed);
  await database.db.execute(
    sql`SELECT ${notifyOf({
      id: sql`${event.id}::text`,
      status: sql`${event.status}::text`,
      previous: sql`${event.previous}::text`,
      failureReason: sql`${event.failureReason ?? null}::text`,
      // A refund's event is told without it: read from the row.
      method: event.method
        ? sql`${event.method}::text`
        : sql`(SELECT method FROM transactions WHERE id = ${event.id}::uuid)`,
      at: sql`${at}::float8`,
      origin: sql`${hub.instanceId}::text`,
    })}`,
  );
}

/** This instance's sockets only: for a change whose statement made the NOTIFY (`txNotifyReturning`). */
export function deliverLocally(
  hub: SocketHub,
  event: TxEvent,
  onPixPushed?: (seconds: number) => void,
): void {
  const at = Date.now();
  const delivered = deliver(hub, event);
  if (delivered > 0 && event.status === 'pago' && event.method === 'pix')
    onPixPushed?.((Date.now() - at) / 1000);
}

/**
 * The same event, announced by the statement that writes the status (a RETURNING column over the
 * rows `t` and `old`, transactions-repo.ts): PostgreSQL delivers a NOTIFY at commit, so other
 * instances hear it exactly when they would hear publishTxStatus's after the commit, and the
 * payment costs one statement fewer on its way to the socket. Only when the status changed.
 */
export function txNotifyReturning(origin: string, at: number): SQL {
  const announce = notifyOf({
    id: sql`t.id`,
    status: sql`t.status`,
    previous: sql`old.status`,
    failureReason: sql`t.failure_reason`,
    method: sql`t.method`,
    at: sql`${at}::float8`,
    origin: sql`${origin}::text`,
  });
  return sql`CASE WHEN t.status IS DISTINCT FROM old.status THEN ${announce} END`;
}

function deliver(
  hub: SocketHub,
  event: { id: string; status: TxStatus; previous?: TxStatus | null; failureReason?: string | null },
): number {
  const { id, status, previous, failureReason } = event;
  const message = pushFor({
    transactionId: id,
    previous: previous ?? undefined,
    status,
    failureReason: failureReason ?? null,
  });
  return message ? hub.publish(id, message) : 0;
}

export type TxListenHooks = {
  /** A PIX paid reached `sockets` local sockets this many seconds after it was committed. */
  onPixPushed: (seconds: number) => void;
  onResyncError: (err: unknown) => void;
};

/**
 * This instance's LISTEN: forwards each event to the local sockets subscribed to that transaction.
 * After a lost LISTEN connection comes back, the events of the gap are gone: every watched
 * transaction's status is read again and the ones that ended are pushed.
 */
export function listenForTxStatus(
  database: Database,
  hub: SocketHub,
  hooks: TxListenHooks,
): Promise<() => Promise<void>> {
  const onReconnect = () => void resyncWatched(database, hub).catch(hooks.onResyncError);
  return listenTxEvents(
    database,
    ({ id, status, previous, failureReason, method, at, origin }) => {
      if (origin === hub.instanceId) return; // told its own sockets when it announced it
      const delivered = deliver(hub, { id, status, previous, failureReason });
      if (delivered > 0 && status === 'pago' && method === 'pix') hooks.onPixPushed((Date.now() - at) / 1000);
    },
    { onReconnect },
  );
}

async function resyncWatched(database: Database, hub: SocketHub): Promise<void> {
  const ids = hub.watched();
  if (ids.length === 0) return;
  const rows = await database.db
    .select({ id: transactions.id, status: transactions.status, failureReason: transactions.failureReason })
    .from(transactions)
    .where(inArray(transactions.id, ids));
  // Still open is what the payer already sees; only an ending could have been missed.
  for (const row of rows) {
    const message = socketMessageFor(row.id, row.status, row.failureReason);
    if (message.type !== 'transaction_pending') hub.publish(row.id, message);
  }
}
