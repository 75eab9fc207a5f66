import { randomBytes } from 'node:crypto';
import type { SandboxKind, SandboxPersistence, StoredRecord } from './persistence';
import type { CardOutcome } from './test-cards';

/**
 * State of the Zoop sandbox: maps in memory, written through to `zoop_sandbox_records` when the
 * sandbox is given a database (the embedded mode), so a restart forgets nothing. Every change to
 * an object is followed by `save` (or `remove`); contract tests run it in memory only.
 */

/** Zoop ids are 32 lowercase hex characters (a UUID without dashes). */
export const newZoopId = () => randomBytes(16).toString('hex');

export type SbCard = {
  id: string;
  brand: string;
  first4: string;
  last4: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  /** What the test-card number decides, worked out once: the number itself is never kept. */
  outcome: CardOutcome;
  customer: string | null;
};

export type SbSplitRule = {
  id: string;
  recipient: string;
  liable: boolean;
  chargeProcessingFee: boolean;
  percentageHundredths: number | null;
  amountCents: number | null;
  /** The share is of the gross amount (before Zoop's fee): required when shares add up to it all. */
  isGrossAmount: boolean;
};

export type SbHistory = {
  id: string;
  operationType: 'created' | 'authorization' | 'paid' | 'void' | 'void_partial' | 'canceled';
  status: 'succeeded' | 'failed' | 'pending';
  amountCents: number;
  responseCode: string;
  responseMessage: string;
  createdAt: Date;
};

export type SbTransaction = {
  id: string;
  status: 'pending' | 'pre_authorized' | 'succeeded' | 'failed' | 'canceled' | 'reversed';
  paymentType: 'credit' | 'pix' | 'boleto';
  amountCents: number;
  originalAmountCents: number;
  feesCents: number;
  onBehalfOf: string;
  referenceId: string | null;
  description: string | null;
  installments: number;
  installmentMode: string | null;
  customer: string | null;
  card: SbCard | null;
  pix: { emv: string; expiresAt: Date; paymentMethodId: string; key: string } | null;
  /** Set for boletos only (boleto-charges.ts). */
  boleto?: SbBoleto | null;
  splitRules: SbSplitRule[];
  history: SbHistory[];
  captured: boolean;
  voidedAt: Date | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
};

export type SbParty = {
  id: string;
  resource: 'seller' | 'buyer';
  type: 'individual' | 'business';
  displayName: string;
  taxpayerId: string;
  email: string;
  status: string;
  defaultCard: string | null;
  createdAt: Date;
  /** A buyer sent with a complete address: Zoop issues boletos only to those. */
  hasAddress?: boolean;
};

export type SbPlan = {
  id: string;
  name: string;
  description: string;
  amountCents: number;
  frequency: string;
  interval: number;
  paymentMethods: string[];
  metadata?: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
};

export type SbToken = { id: string; used: boolean; card: SbCard; createdAt: Date };
export type SbWebhook = {
  id: string;
  url: string;
  events: string[];
  authorization: string | null;
  createdAt: Date;
};

type ChargeKind = Exclude<SandboxKind, 'bank_token' | 'bank_account' | 'transfer' | 'payout_settings'>;

type SandboxRecords = {
  seller: SbParty;
  buyer: SbParty;
  token: SbToken;
  card: SbCard;
  transaction: SbTransaction;
  webhook: SbWebhook;
  plan: SbPlan;
};

const CHARGE_KINDS: readonly string[] = [
  'seller',
  'buyer',
  'token',
  'card',
  'transaction',
  'webhook',
  'plan',
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
    ])
      map.clear();
    this.persistence?.clear();
  }
}

export type SbBoleto = {
  id: string;
  barcode: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  paymentLimitDate: string;
  url: string;
  documentNumber: string;
  instructions: Record<string, unknown>;
};
