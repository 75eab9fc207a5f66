/**
 * The sandbox's money-out objects: bank-account tokens and accounts, receiving policies and
 * transfers. In memory only (a restart of the embedded sandbox forgets them; receivables are
 * derived from the transactions, which persist), and a day offset that moves the sandbox's clock.
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

export class PayoutStore {
  readonly tokens = new Map<string, SbBankToken>();
  readonly accounts = new Map<string, SbBankAccount>();
  /** Sellers on the automatic daily policy; everyone else is manual (Zoop's default for us). */
  readonly automatic = new Set<string>();
  readonly transfers = new Map<string, SbTransfer>();
  /** Whole days the sandbox's clock runs ahead of the real one. */
  offsetDays = 0;

  clear(): void {
    this.tokens.clear();
    this.accounts.clear();
    this.automatic.clear();
    this.transfers.clear();
    this.offsetDays = 0;
  }
}
