import { addDays, eventTime, newId } from './format';
import { receivableView } from './views';
import type {
  BankAccount,
  Buyer,
  Card,
  Delivery,
  Json,
  Receivable,
  Seller,
  Transaction,
  Transfer,
  Webhook,
  ZoopEvent,
} from './types';

/**
 * One marketplace's records and its event stream. Every change Zoop would announce becomes an
 * event (listed by `GET /events`) and is POSTed, in envelope A (`payload.object`, zoop.md §3.11),
 * to each registered webhook whose `events` name it. No signature and no echoed Authorization
 * header: no source shows Zoop sending either (zoop.md §13.9).
 */
export class LookalikeState {
  readonly sellers = new Map<string, Seller>();
  readonly buyers = new Map<string, Buyer>();
  readonly cards = new Map<string, Card>();
  readonly cardTokens = new Map<string, { card: Card; used: boolean }>();
  readonly bankTokens = new Map<string, { account: BankAccount; used: boolean }>();
  readonly bankAccounts = new Map<string, BankAccount>();
  readonly transactions = new Map<string, Transaction>();
  readonly receivables: Receivable[] = [];
  readonly transfers = new Map<string, Transfer>();
  readonly webhooks = new Map<string, Webhook>();
  readonly events: ZoopEvent[] = [];
  readonly deliveries: Delivery[] = [];
  /** Every call that reached no route: what a client asked that Zoop's sources do not show. */
  readonly unknownCalls: string[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(readonly marketplaceId: string) {}

  /** `object` is the resource as its own GET answers it. */
  emit(type: string, object: Json): void {
    const event: ZoopEvent = { id: newId(), type, object, created: new Date() };
    this.events.push(event);
    for (const hook of this.webhooks.values()) {
      if (!hook.events.includes(type) && !hook.events.includes('all') && !hook.events.includes('*')) continue;
      const p = this.deliver(event, hook).finally(() => this.inFlight.delete(p));
      this.inFlight.add(p);
    }
  }

  envelope(e: ZoopEvent): Json {
    return {
      id: e.id,
      resource: 'event',
      type: e.type,
      name: e.type,
      source: 'api',
      uri: `/v1/marketplaces/${this.marketplaceId}/events/${e.id}`,
      payload: { object: e.object },
      created_at: eventTime(e.created),
      updated_at: eventTime(e.created),
    };
  }

  private async deliver(event: ZoopEvent, hook: Webhook): Promise<void> {
    let status = 0;
    try {
      const res = await fetch(hook.url, {
        method: hook.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(this.envelope(event)),
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0;
    }
    this.deliveries.push({ event: event.id, type: event.type, webhook: hook.id, status });
  }

  /** Resolves once every webhook delivery started so far has been answered. */
  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /**
   * Receivables of a paid transaction: per recipient (split rules first, the seller the rest), per
   * installment, 30 days apart (card) or next day (PIX, boleto). Fees are not modelled: the
   * sources give no rate, so net equals gross here.
   */
  createReceivables(tx: Transaction): void {
    const shares: { recipient: string; rule: string | null; cents: number }[] = [];
    let rest = tx.amountCents;
    for (const r of tx.splitRules) {
      const cents = r.amountCents ?? Math.floor((tx.amountCents * (r.percentage ?? 0)) / 100);
      shares.push({ recipient: r.recipient, rule: r.id, cents });
      rest -= cents;
    }
    shares.push({ recipient: tx.onBehalfOf, rule: null, cents: rest });
    const count = tx.card ? tx.installments : 1;
    const now = new Date();
    for (const share of shares) {
      for (let i = 1; i <= count; i++) {
        const base = Math.floor(share.cents / count);
        const cents = i === 1 ? share.cents - base * (count - 1) : base;
        const r: Receivable = {
          id: newId(),
          status: 'pending',
          recipient: share.recipient,
          transaction: tx.id,
          splitRule: share.rule,
          installment: i,
          amountCents: cents,
          expectedOn: addDays(now, tx.card ? 30 * i : 1),
          paidAt: null,
          canceledAt: null,
          transactionCreated: tx.created,
          created: now,
        };
        this.receivables.push(r);
        this.emit('receivable.created', receivableView(this.marketplaceId, r));
      }
    }
  }

  /** Available to transfer: paid receivables less transfers not failed (zoop.md §3.9 [U]). */
  availableCents(seller: string): number {
    const paid = this.receivables
      .filter((r) => r.recipient === seller && r.status === 'paid')
      .reduce((sum, r) => sum + r.amountCents, 0);
    const out = [...this.transfers.values()]
      .filter((t) => t.owner === seller && t.status !== 'failed')
      .reduce((sum, t) => sum + t.amountCents, 0);
    return paid - out;
  }
}
