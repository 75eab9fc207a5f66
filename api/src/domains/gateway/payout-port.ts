import type {
  BankAccountInput,
  ProviderBankAccount,
  ProviderReceivable,
  ProviderTransfer,
  ReceivablesRange,
  ReceivingPolicy,
  TransferInput,
  TransfersRange,
} from './payout-types';

/**
 * The port's money-out verbs (issue 25), merged into `PaymentProvider` in port.ts. Cents in and
 * out; the same errors as the other verbs, plus 422 `transfer_refused` when the provider refuses a
 * transfer (above the available balance).
 */
export interface PayoutVerbs {
  /** Tokenizes the account, then attaches the token to the seller (two calls at Zoop). */
  registerBankAccount(sellerId: string, input: BankAccountInput): Promise<ProviderBankAccount>;

  listBankAccounts(sellerId: string): Promise<ProviderBankAccount[]>;

  /** An account the provider no longer knows counts as removed. */
  removeBankAccount(bankAccountId: string): Promise<void>;

  getReceivingPolicy(sellerId: string): Promise<ReceivingPolicy>;

  setReceivingPolicy(sellerId: string, policy: ReceivingPolicy): Promise<ReceivingPolicy>;

  /**
   * Moves available money to a bank account. Sent once: when the answer is lost (timeout, 5xx, an
   * unreadable 2xx) it throws 504 `transfer_outcome_unknown` and never POSTs again, because Zoop
   * does not deduplicate transfers. The caller keeps the payout 'Em verificação' until
   * `listTransfers` shows it (amount, account, time) or an operator decides.
   */
  createTransfer(input: TransferInput): Promise<ProviderTransfer>;

  /** Reads a transfer (retried on transient failures; it is a read). */
  getTransfer(transferId: string): Promise<ProviderTransfer>;

  /** The seller's transfers created within the range, every page. */
  listTransfers(sellerId: string, range: TransfersRange): Promise<ProviderTransfer[]>;

  /** Receivables expected within the range, by date, every page (Zoop pages 1-100 with `has_more`). */
  listReceivables(sellerId: string, range: ReceivablesRange): Promise<ProviderReceivable[]>;
}
