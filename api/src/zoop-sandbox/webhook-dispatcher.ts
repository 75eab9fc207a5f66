import { setTimeout as sleep } from 'node:timers/promises';
import type { ResolvedSandboxOptions } from './context';
import type { WebhookFaults } from './faults';
import { newZoopId, type SandboxStore, type SbWebhook } from './state';
import { eventTime } from './zoop-reply';

export type ZoopEvent = { id: string; type: string; payload: { object: unknown } } & Record<string, unknown>;
export type DeliveryRecord = {
  eventId: string;
  type: string;
  url: string;
  attempt: number;
  outcome: 'delivered' | 'failed' | 'dropped';
  httpStatus: number | null;
};

/**
 * Sends Zoop's event envelope (shape A: `payload.object` is the transaction) to every registered
 * webhook, with retries on non-2xx and the fault switches tests use: delay, drop, duplicate and
 * out-of-order (events are held in pairs and released newest first).
 */
export class WebhookDispatcher {
  readonly deliveries: DeliveryRecord[] = [];
  private held: ZoopEvent[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly store: SandboxStore,
    private readonly opts: ResolvedSandboxOptions,
    private readonly faults: () => WebhookFaults,
  ) {}

  /** `object` is the resource as Zoop renders it (a transaction, a seller). */
  emit(type: string, object: unknown): void {
    const now = this.opts.now();
    const mid = this.opts.marketplaceId;
    const id = newZoopId();
    // The snapshot is taken now, so a late or reordered delivery carries the state of its moment.
    const event: ZoopEvent = {
      id,
      resource: 'event',
      type,
      name: type,
      source: 'api',
      uri: `/v1/marketplaces/${mid}/events/${id}`,
      payload: { object },
      created_at: eventTime(now),
      updated_at: eventTime(now),
    };
    // Listed by `GET /events` whatever becomes of its delivery: that is how a lost one is found.
    this.store.save('event', { id, type, createdAt: now, body: event });
    const faults = this.faults();
    if (faults.dropNext > 0) {
      faults.dropNext -= 1;
      this.deliveries.push({ eventId: id, type, url: '*', attempt: 0, outcome: 'dropped', httpStatus: null });
      return;
    }
    if (!faults.reorder) return this.track(this.send(event));
    this.held.push(event);
    if (this.held.length >= 2) this.release();
  }

  /** Releases held events (newest first) and waits until every delivery has finished. */
  async flush(): Promise<void> {
    this.release();
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  reset(): void {
    this.held = [];
    this.deliveries.length = 0;
  }

  private release(): void {
    const events = this.held.reverse();
    this.held = [];
    this.track(
      (async () => {
        for (const e of events) await this.send(e);
      })(),
    );
  }

  private track(p: Promise<void>): void {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  private async send(event: ZoopEvent): Promise<void> {
    const faults = this.faults();
    if (faults.delayMs > 0) await sleep(faults.delayMs);
    const hooks = [...this.store.webhooks.values()].filter(
      (w) => w.events.length === 0 || w.events.includes('all') || w.events.includes(event.type),
    );
    const copies = faults.duplicate ? 2 : 1;
    for (let i = 0; i < copies; i++) await Promise.all(hooks.map((hook) => this.deliver(event, hook)));
  }

  private async deliver(event: ZoopEvent, hook: SbWebhook): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    // No public Zoop source: Zoop stores an optional `authorization` per webhook; the sandbox
    // echoes it as the header (research §13.9: no source shows Zoop doing so).
    if (hook.authorization) headers['authorization'] = hook.authorization;
    for (let attempt = 1; attempt <= this.opts.webhookMaxAttempts; attempt++) {
      let httpStatus: number | null = null;
      try {
        const res = await fetch(this.opts.webhookTarget(hook.url), {
          method: 'POST',
          headers,
          body: JSON.stringify(event),
          signal: AbortSignal.timeout(this.opts.webhookTimeoutMs),
        });
        httpStatus = res.status;
        await res.arrayBuffer();
      } catch {
        httpStatus = null;
      }
      const ok = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
      const record = { eventId: event.id, type: event.type, url: hook.url, attempt, httpStatus };
      this.deliveries.push({ ...record, outcome: ok ? 'delivered' : 'failed' });
      if (ok) return;
      if (attempt < this.opts.webhookMaxAttempts) await sleep(this.opts.webhookRetryDelayMs * attempt);
    }
  }
}
