import type { SandboxPersistence, StoredRecord } from './persistence';
import { MANUAL_POLICY, type SbPolicy } from './receiving-policy';

/**
 * The sandbox's money-out objects: bank-account tokens and accounts, receiving policies and
 * transfers, and a day offset that moves the sandbox's clock. Written through to the sandbox's
 * table like its charges (when given persistence), so a restart keeps the accounts, the transfers
 * and the clock; receivables are derived from the transactions, which persist too.
 */

export type SbBankAccountData = {
  holderName: string;
  taxpayerId: string;
  bankCode: string;
  routingNumber: string;
  accountNumber: string;
  type: 'checking' | 'savings';
};

export type SbBankToken = { id: string; used: boolean; account: SbBankAccountData; createdAt: Date };
export type SbBankAccount = SbBankAccountData & { id: string; customer: string; createdAt: Date };

export type SbTransfer = {
  id: string;
  owner: string;
  destination: string;
  amountCents: number;
  /** Zoop's transfer statuses (issue 36, §13.5 of the research): see payout-transfers.ts. */
  status: 'created' | 'confirmed' | 'pending' | 'succeeded' | 'failed';
  failureReason: string | null;
  description: string;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The policies and the clock, stored as one record. `jumps`: the real instant (ms) at which each
 * day was added, so an event is placed on the money-out calendar with the offset of its moment
 * (absent in rows written before it: those days count from the start).
 */
type SbPayoutSettings = {
  id: 'settings';
  automatic: string[];
  offsetDays: number;
  jumps?: number[];
  /** Each seller's four-field policy (absent in rows written before issue 36: those were daily). */
  policies?: Record<string, SbPolicy>;
};

export class PayoutStore {
  readonly tokens = new Map<string, SbBankToken>();
  readonly accounts = new Map<string, SbBankAccount>();
  /** Sellers with an automatic policy; everyone else is manual (Zoop's default for us). */
  readonly automatic = new Set<string>();
  private readonly policies = new Map<string, SbPolicy>();
  readonly transfers = new Map<string, SbTransfer>();
  /**
   * The real instant of each day the money-out clock was moved on (`/_control/clock`). Only money
   * out runs on the moved clock (settlement dates, transfers): charges, PIX expiries and boleto due
   * dates stay on the real one, which the API shares.
   */
  private jumps: number[] = [];

  /** Whole days the money-out clock runs ahead of the real one. */
  get offsetDays(): number {
    return this.jumps.length;
  }

  /** The days the clock had been moved on at the real instant `ms`. */
  offsetAt(ms: number): number {
    let n = 0;
    for (const at of this.jumps) if (at <= ms) n += 1;
    return n;
  }

  constructor(private readonly persistence: SandboxPersistence | null = null) {}

  /** Call again after every change to the token (its `used` flag). */
  saveToken(token: SbBankToken): void {
    this.tokens.set(token.id, token);
    this.persistence?.save('bank_token', token.id, token);
  }

  saveAccount(account: SbBankAccount): void {
    this.accounts.set(account.id, account);
    this.persistence?.save('bank_account', account.id, account);
  }

  removeAccount(id: string): boolean {
    const had = this.accounts.delete(id);
    if (had) this.persistence?.remove('bank_account', id);
    return had;
  }

  /** Call again after every change to the transfer (its status). */
  saveTransfer(transfer: SbTransfer): void {
    this.transfers.set(transfer.id, transfer);
    this.persistence?.save('transfer', transfer.id, transfer);
  }

  policyOf(sellerId: string): SbPolicy {
    const kept = this.policies.get(sellerId);
    if (kept) return kept;
    return this.automatic.has(sellerId) ? { ...MANUAL_POLICY, enabled: true } : MANUAL_POLICY;
  }

  setPolicy(sellerId: string, policy: SbPolicy): void {
    this.policies.set(sellerId, policy);
    if (policy.enabled) this.automatic.add(sellerId);
    else this.automatic.delete(sellerId);
    this.saveSettings();
  }

  addDay(realNowMs: number): void {
    this.jumps.push(realNowMs);
    this.saveSettings();
  }

  /** Reads back what was stored before a restart (the charges' rows are skipped). */
  async load(): Promise<void> {
    if (this.persistence) this.apply(await this.persistence.load());
  }

  /** Takes stored objects in (a restart's load, or another instance's writes read back). */
  apply(rows: StoredRecord[]): void {
    for (const row of rows) {
      if (row.kind === 'bank_token') this.saveLoaded(this.tokens, row.data as SbBankToken);
      else if (row.kind === 'bank_account') this.saveLoaded(this.accounts, row.data as SbBankAccount);
      else if (row.kind === 'transfer') this.saveLoaded(this.transfers, row.data as SbTransfer);
      else if (row.kind === 'payout_settings') {
        const settings = row.data as SbPayoutSettings;
        this.automatic.clear();
        for (const id of settings.automatic) this.automatic.add(id);
        this.policies.clear();
        for (const [id, policy] of Object.entries(settings.policies ?? {})) this.policies.set(id, policy);
        this.jumps = settings.jumps ?? Array.from({ length: settings.offsetDays }, () => 0);
      }
    }
  }

  /** In memory only: `/_control/reset` clears the stored rows of every kind at once. */
  clear(): void {
    this.tokens.clear();
    this.accounts.clear();
    this.automatic.clear();
    this.policies.clear();
    this.transfers.clear();
    this.jumps = [];
  }

  private saveLoaded<T extends { id: string }>(map: Map<string, T>, record: T): void {
    map.set(record.id, record);
  }

  private saveSettings(): void {
    const settings: SbPayoutSettings = {
      id: 'settings',
      automatic: [...this.automatic],
      offsetDays: this.offsetDays,
      jumps: this.jumps,
      policies: Object.fromEntries(this.policies),
    };
    this.persistence?.save('payout_settings', settings.id, settings);
  }
}
