import type { z } from 'zod';
import type { Receipt } from '@pagora/shared/contracts';
import type { AppContext } from '../../../platform/context';
import type { PaymentProvider, ProviderCharge, SplitRule as ProviderSplitRule } from '../../gateway';
import type { ChargeLink } from '../order';
import type { ChargeAnswer } from '../charge-common';
import type { TxStatus } from '../tables';

/** One try at charging: our transaction id (the provider's reference) and whether it may exist there. */
export type Attempt = { transactionId: string; resumed: boolean };

/** What every method's charge is given: the link, the parsed body, the split in provider ids. */
export type ChargeInput<R> = {
  link: ChargeLink;
  request: R;
  splitRules: ProviderSplitRule[];
  attempt: Attempt;
  /** Whose browser asked (X-Payer-Token, keyed): a PIX code is found again by it. */
  payerKey: string | null;
};

/**
 * How much of a paid charge may go back: 'partial', any amount up to what is left (a card);
 * 'whole', only all that is left (a PIX); 'none', nothing (a boleto: the payer's bank sent it).
 * The last two say why, in pt-BR, with the error's code.
 */
export type RefundRule =
  { kind: 'partial' } | { kind: 'whole' | 'none'; refused: { message: string; code: string } };

/**
 * What a method says about its charges once they exist: the rules the sweeps, the refund, the
 * receipt and the sandbox read. Kept apart from charging (below) so those can read it without
 * importing the charge code, which imports them.
 */
export type MethodRules<Id extends string> = {
  id: Id;
  refund: RefundRule;
  /**
   * A charge the provider cancelled unpaid: the status and failure reason we record, when this
   * method says something else than a refusal (an expired PIX code, a boleto past its limit date).
   */
  cancelledUnpaid?: { status: TxStatus; reason: string };
  /** Ends an unpaid charge at the provider (our deadline passed); a void unless the method differs. */
  cancelUnpaid?(provider: PaymentProvider, providerId: string): Promise<ProviderCharge>;
  /** The receipt's method-specific lines (label, value), after 'Forma de pagamento'. */
  receiptLines(receipt: Receipt): [string, string][];
  /**
   * For a method the payer pays outside the page (at their bank): the status its charge waits in,
   * what the sandbox's 'Marcar como pago' says when it is not waiting, and when it was sent.
   */
  awaitsBank?: { status: TxStatus; notWaiting: { message: string; code: string }; sandboxSent: string };
};

/**
 * A payment method, all that differs by method in one place (docs/payments.md "Adding a payment
 * method"): its rules and how it charges. `R` is the request as its schema leaves it; it carries
 * `method`, which the Idempotency-Key's fingerprint hashes with the rest.
 */
export type PaymentMethodModule<Id extends string, R extends { method: Id }> = MethodRules<Id> & {
  /** The body of `POST /payment/:linkId` for this method: the shared schema, with its pt-BR messages. */
  schema: z.ZodType<R, unknown>;
  /** When set, a charge without an Idempotency-Key is refused with this message (400). */
  idempotencyKeyRequired?: string;
  /** Refusals without side effects, before the attempt is counted and the key claimed. */
  check(link: ChargeLink, request: R): void;
  /** An answer the same payer already has (their open PIX code): given again, nothing charged. */
  findOpen?(
    ctx: AppContext,
    link: ChargeLink,
    request: R,
    payerKey: string | null,
  ): Promise<ChargeAnswer | null>;
  /** The card number the velocity limits count, for a method that has one. */
  cardNumberOf?(request: R): string;
  /** Records the attempt, asks the provider, records its answer: the payer's answer. */
  charge(ctx: AppContext, input: ChargeInput<R>): Promise<ChargeAnswer>;
};
