import type { SandboxPersistence } from './persistence';

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
  status: 'pending' | 'succeeded' | 'failed';
  failureReason: string | null;
  referenceId: string | null;
  description: string;
  createdAt: Date;
  updatedAt: Date;
};

/** The policies and the clock, stored as one record. */
type SbPayoutSettings = { id: 'settings'; automatic: string[]; offsetDays: number };

export class PayoutStore {
  readonly tokens = new Map<string, SbBankToken>();
  readonly accounts = new Map<string, SbBankAccount>();
  /** Sellers on the automatic daily policy; everyone else is manual (Zoop's default for us). */
  readonly automatic = new Set<string>();
  readonly transfers = new Map<string, SbTransfer>();
  /** Whole days the sandbox's clock runs ahead of the real one. */
  offsetDays = 0;

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

  setAutomatic(sellerId: string, on: boolean): void {
    if (on) this.automatic.add(sellerId);
    else this.automatic.delete(sellerId);
    this.saveSettings();
  }

  addDay(): void {
    this.offsetDays += 1;
    this.saveSettings();
  }

  /** Reads back what was stored before a restart (the charges' rows are skipped). */
  async load(): Promise<void> {
    if (!this.persistence) return;
    for (const row of await this.persistence.load()) {
      if (row.kind === 'bank_token') this.saveLoaded(this.tokens, row.data as SbBankToken);
      else if (row.kind === 'bank_account') this.saveLoaded(this.accounts, row.data as SbBankAccount);
      else if (row.kind === 'transfer') this.saveLoaded(this.transfers, row.data as SbTransfer);
      else if (row.kind === 'payout_settings') {
        const settings = row.data as SbPayoutSettings;
        for (const id of settings.automatic) this.automatic.add(id);
        this.offsetDays = settings.offsetDays;
      }
    }
  }

  /** In memory only: `/_control/reset` clears the stored rows of every kind at once. */
  clear(): void {
    this.tokens.clear();
    this.accounts.clear();
    this.automatic.clear();
    this.transfers.clear();
    this.offsetDays = 0;
  }

  private saveLoaded<T extends { id: string }>(map: Map<string, T>, record: T): void {
    map.set(record.id, record);
  }

  private saveSettings(): void {
    const settings: SbPayoutSettings = {
      id: 'settings',
      automatic: [...this.automatic],
      offsetDays: this.offsetDays,
    };
    this.persistence?.save('payout_settings', settings.id, settings);
  }
}
