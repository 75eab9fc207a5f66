import type { SandboxKind, SandboxPersistence, StoredRecord } from './persistence';
import type {
  SbCard,
  SbDocument,
  SbEvent,
  SbParty,
  SbPlan,
  SbToken,
  SbTransaction,
  SbWebhook,
} from './records';

/**
 * State of the Zoop sandbox: maps in memory, written through to `zoop_sandbox_records` when the
 * sandbox is given a database (the embedded mode), so a restart forgets nothing. Every change to
 * an object is followed by `save` (or `remove`); contract tests run it in memory only.
 */

export type {
  SbCard,
  SbSplitRule,
  SbHistory,
  SbTransaction,
  SbParty,
  SbPlan,
  SbToken,
  SbWebhook,
  SbEvent,
  SbDocument,
  SbBoleto,
} from './records';

export { newZoopId } from './ids';

type ChargeKind = Exclude<
  SandboxKind,
  'bank_token' | 'bank_account' | 'transfer' | 'payout_settings' | 'prepayment' | 'money_settings'
>;

type SandboxRecords = {
  seller: SbParty;
  buyer: SbParty;
  token: SbToken;
  card: SbCard;
  transaction: SbTransaction;
  webhook: SbWebhook;
  plan: SbPlan;
  event: SbEvent;
  document: SbDocument;
};

const CHARGE_KINDS: readonly string[] = [
  'seller',
  'buyer',
  'token',
  'card',
  'transaction',
  'webhook',
  'plan',
  'event',
  'document',
];
const isChargeKind = (kind: SandboxKind): kind is ChargeKind => CHARGE_KINDS.includes(kind);

export class SandboxStore {
  readonly sellers = new Map<string, SbParty>();
  readonly buyers = new Map<string, SbParty>();
  readonly tokens = new Map<string, SbToken>();
  readonly cards = new Map<string, SbCard>();
  readonly transactions = new Map<string, SbTransaction>();
  readonly webhooks = new Map<string, SbWebhook>();
  readonly plans = new Map<string, SbPlan>();
  readonly events = new Map<string, SbEvent>();
  readonly documents = new Map<string, SbDocument>();

  constructor(readonly persistence: SandboxPersistence | null = null) {}

  private mapOf(kind: ChargeKind): Map<string, { id: string }> {
    const maps = {
      seller: this.sellers,
      buyer: this.buyers,
      token: this.tokens,
      card: this.cards,
      transaction: this.transactions,
      webhook: this.webhooks,
      plan: this.plans,
      event: this.events,
      document: this.documents,
    } as const;
    return maps[kind] as Map<string, { id: string }>;
  }

  /** Puts (or replaces) an object and stores it. Call again after every change to it. */
  save<K extends ChargeKind>(kind: K, record: SandboxRecords[K]): void {
    this.mapOf(kind).set(record.id, record);
    this.persistence?.save(kind, record.id, record);
  }

  remove(kind: ChargeKind, id: string): boolean {
    const had = this.mapOf(kind).delete(id);
    if (had) this.persistence?.remove(kind, id);
    return had;
  }

  /** Reads back what was stored before a restart. */
  async load(): Promise<void> {
    if (this.persistence) this.apply(await this.persistence.load());
  }

  /** Takes stored objects in (a restart's load, or another instance's writes read back). */
  apply(rows: StoredRecord[]): void {
    for (const row of rows) {
      // Money-out rows are PayoutStore's (payout-state.ts), loaded by it.
      if (!isChargeKind(row.kind)) continue;
      const record = row.data as { id: string };
      this.mapOf(row.kind).set(record.id, record);
    }
  }

  reset(): void {
    for (const map of [
      this.sellers,
      this.buyers,
      this.tokens,
      this.cards,
      this.transactions,
      this.webhooks,
      this.plans,
      this.events,
      this.documents,
    ])
      map.clear();
    this.persistence?.clear();
  }
}
