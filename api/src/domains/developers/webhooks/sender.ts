import type { AppContext } from '../../../platform/context';
import { claimDueDeliveries } from './claim';
import { deliverOne } from './deliver';
import { WEBHOOK_QUEUE } from './queue';

/** Sends in flight on one instance, every endpoint together. */
const SLOTS = 20;

/**
 * The `webhooks` queue's worker on this instance. A run leases what fits in the free slots
 * (claim.ts caps each endpoint) and returns without waiting for the sends, so the next run can
 * take another shop's delivery while a hanging endpoint's two sends wait out their timeout. Each
 * finished send frees a slot and asks for a run at once.
 */
export class WebhookSender {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly shutdown = new AbortController();

  constructor(
    private readonly ctx: AppContext,
    private readonly failed: (endpointId: string) => void,
  ) {}

  async run(): Promise<number> {
    if (this.shutdown.signal.aborted) return 0;
    const claimed = await claimDueDeliveries(this.ctx, SLOTS - this.inFlight.size);
    for (const row of claimed) {
      const send: Promise<void> = deliverOne(this.ctx, row, {
        signal: this.shutdown.signal,
        failed: this.failed,
      })
        .catch((err: unknown) => this.ctx.jobs.logger.error({ err, delivery: row.id }, 'webhook send failed'))
        .finally(() => {
          this.inFlight.delete(send);
          this.ctx.jobs.kick(WEBHOOK_QUEUE);
        });
      this.inFlight.add(send);
    }
    return claimed.length;
  }

  /** On shutdown: cuts the sends short (their leases are given back) and waits for them. */
  async close(): Promise<void> {
    this.shutdown.abort();
    await Promise.all(this.inFlight);
  }
}
