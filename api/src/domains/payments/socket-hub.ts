import { z } from 'zod';
import { uuidParam } from '@pagora/shared/contracts';
import type { TxStatus } from './tables';

/** Live-socket messages (spec 000 "Live socket", corrected: a payer names their own transaction). */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pix'), transactionId: uuidParam }),
  z.object({ type: z.literal('status'), transactionId: uuidParam }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const SERVER_MESSAGE_TYPES = [
  'transaction_success',
  'transaction_failed',
  'transaction_pending',
  'error',
] as const;
export const serverMessageSchema = z.object({
  type: z.enum(SERVER_MESSAGE_TYPES),
  transactionId: z.string().optional(),
  message: z.string().optional(),
});
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** pago → success; a final failure → failed; anything still open → pending. */
export function messageTypeFor(status: TxStatus): ServerMessage['type'] {
  if (status === 'pago') return 'transaction_success';
  // An expired code ends the payer's wait too; the page shows it as 'QR Code expirado'.
  if (status === 'falha' || status === 'rejeitada' || status === 'estornada' || status === 'expirada')
    return 'transaction_failed';
  return 'transaction_pending';
}

export type Subscriber = (message: ServerMessage) => void;

/** Which local sockets listen to which transaction. Events reach every instance via LISTEN/NOTIFY. */
export class SocketHub {
  private readonly byTx = new Map<string, Set<Subscriber>>();

  subscribe(transactionId: string, subscriber: Subscriber): () => void {
    const set = this.byTx.get(transactionId) ?? new Set<Subscriber>();
    set.add(subscriber);
    this.byTx.set(transactionId, set);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.byTx.delete(transactionId);
    };
  }

  /** Delivers a status change to this instance's sockets for that transaction only. */
  publish(transactionId: string, status: TxStatus): number {
    const set = this.byTx.get(transactionId);
    if (!set) return 0;
    const message: ServerMessage = { type: messageTypeFor(status), transactionId };
    for (const send of set) send(message);
    return set.size;
  }

  /** The transactions some local socket is watching (re-read after a LISTEN gap). */
  watched(): string[] {
    return [...this.byTx.keys()];
  }

  get size(): number {
    return this.byTx.size;
  }
}
