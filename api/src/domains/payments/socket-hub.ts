import { randomUUID } from 'node:crypto';
import type { SocketServerMessage } from '@pagora/shared/contracts';

export type Subscriber = (message: SocketServerMessage) => void;

/** Which local sockets listen to which transaction. Events reach every instance via LISTEN/NOTIFY. */
export class SocketHub {
  /** Tells this instance's own announcements apart from other instances' on the shared channel. */
  readonly instanceId = randomUUID();
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

  /** Delivers a message to this instance's sockets for that transaction only. */
  publish(transactionId: string, message: SocketServerMessage): number {
    const set = this.byTx.get(transactionId);
    if (!set) return 0;
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
