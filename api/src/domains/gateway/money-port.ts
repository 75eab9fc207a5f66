import type {
  BalanceHistoryRange,
  PrepaymentQuoteInput,
  ProviderBalanceMovement,
  ProviderPrepayment,
  ProviderPrepaymentQuote,
} from './money-types';

/**
 * The port's seller-money verbs (issue 38), merged into `PaymentProvider` in port.ts: the account
 * history the statement reconciles against, and antecipação. Cents in and out; the same errors as
 * the other verbs, plus 422 `anticipation_not_enabled` when the marketplace may not anticipate at
 * the provider and 422 `anticipation_refused` when the provider refuses a request outright.
 */
export interface MoneyVerbs {
  /** The seller's account history at the provider within the range (by day), every page. */
  listBalanceMovements(sellerId: string, range: BalanceHistoryRange): Promise<ProviderBalanceMovement[]>;

  /** Prices an antecipação without asking for it: what would be anticipated, its fee and when. */
  simulatePrepayment(input: PrepaymentQuoteInput): Promise<ProviderPrepaymentQuote>;

  /**
   * Asks for the antecipação. Sent once: when the answer is lost (timeout, 5xx) it throws 504
   * `anticipation_outcome_unknown` and never POSTs again (nothing shows Zoop deduplicating one);
   * the caller finds it with `listPrepayments`. A refusal the provider records is an answer
   * (status `recusada` with its reason), not an error.
   */
  requestPrepayment(input: PrepaymentQuoteInput & { referenceId: string }): Promise<ProviderPrepayment>;

  /** Reads an antecipação (retried on transient failures; it is a read). */
  getPrepayment(prepaymentId: string): Promise<ProviderPrepayment>;

  /** The seller's antecipações, newest first, every page. */
  listPrepayments(sellerId: string): Promise<ProviderPrepayment[]>;
}
