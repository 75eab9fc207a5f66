import { z } from 'zod';
import type { Database } from '../../platform/db/client';
import type { SocketHub } from './socket-hub';
import { TX_STATUSES, type TxStatus } from './tables';

/** Status changes travel between API instances on this PostgreSQL channel. */
export const TX_CHANNEL = 'pagora_tx';

const eventSchema = z.object({ id: z.string(), status: z.enum(TX_STATUSES) });

/** Announces a committed status change to every instance (each forwards it to its own sockets). */
export async function publishTxStatus(database: Database, id: string, status: TxStatus): Promise<void> {
  await database.notify(TX_CHANNEL, JSON.stringify({ id, status }));
}

/** This instance's LISTEN: forwards each event to the local sockets subscribed to that transaction. */
export function listenForTxStatus(database: Database, hub: SocketHub): Promise<() => Promise<void>> {
  return database.listen(TX_CHANNEL, (payload) => {
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      return;
    }
    const event = eventSchema.safeParse(json);
    if (event.success) hub.publish(event.data.id, event.data.status);
  });
}
