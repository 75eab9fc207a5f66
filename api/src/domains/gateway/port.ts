import type {
  CardTokenResult,
  ChargeCardInput,
  CardChargeOutcome,
  ChargePixInput,
  CreateSellerInput,
  PersonInput,
  PlanInput,
  ProviderCharge,
  ProviderSeller,
  ProviderEventsPage,
  ProviderSellerDocument,
  ProviderWebhookEvent,
  RawCard,
  SellerDocumentInput,
  SellerBalances,
} from './types';
import type { CreateBoletoInput, ProviderBoleto } from './boleto-types';
import type { PayoutVerbs } from './payout-port';
import type { MoneyVerbs } from './money-port';

export type * from './types';
export type * from './boleto-types';
export type * from './payout-types';
export type * from './money-types';

/**
 * The payment provider port. Domain code talks to this, never to a provider's HTTP API; adapters
 * live in `provider/<name>/`. Every verb takes and returns integer cents. A refused card charge is
 * an answer (`chargeCard`); failures throw `AppError`: 502/504 `provider_unavailable` with
 * `details.retryable` when the provider is down or slow, 404 `not_found` for an unknown id, 402
 * `card_declined` when tokenizing or saving a card is refused.
 */
export interface PaymentProvider extends PayoutVerbs, MoneyVerbs {
  /** Registers a seller (Zoop "seller") that receives charges and split shares. */
  createSeller(input: CreateSellerInput): Promise<{ sellerId: string; status: string; raw: unknown }>;

  /**
   * Reads a seller by the provider's id: used to check an id typed in the seller form before it is
   * stored. An unknown id throws 404 `not_found`; retried on transient failures (it is a read).
   */
  getSeller(sellerId: string): Promise<ProviderSeller>;

  /**
   * Removes a seller at the provider: undoes a `createSeller` whose seller could not be stored on
   * our side. An id the provider no longer knows counts as removed.
   */
  deleteSeller(sellerId: string): Promise<void>;

  /** Registers a buyer (Zoop "buyer") that saved cards belong to. */
  createBuyer(input: PersonInput): Promise<{ buyerId: string; raw: unknown }>;

  /**
   * Reads a buyer by the provider's id: checks an `id_comprador` typed in the buyer form before it
   * is stored. An unknown id throws 404 `not_found`; retried on transient failures (it is a read).
   */
  getBuyer(buyerId: string): Promise<{ buyerId: string; raw: unknown }>;

  /**
   * Turns card data into a single-use token. The PAN passes through memory only: adapters must
   * never log it or keep it.
   */
  tokenizeCard(card: RawCard): Promise<CardTokenResult>;

  /** Saves a token as a reusable card of a buyer; the returned card id can be charged as `tokenId`. */
  attachCard(tokenId: string, buyerId: string): Promise<{ cardId: string; raw: unknown }>;

  /**
   * Authorises and captures a card charge on behalf of `sellerId`, optionally split.
   * `referenceId` is our transaction id and is sent to the provider so a charge whose answer got
   * lost (timeout, 5xx) is found again instead of charged twice. A refused card resolves
   * `{ ok: false, reason, code }` (nothing is thrown for it); `{ ok: true, charge }` never holds a
   * failed charge.
   */
  chargeCard(input: ChargeCardInput): Promise<CardChargeOutcome>;

  /** Creates a PIX charge; resolves `pendente_pix` with the BR Code in `pix.emv` and its real expiry. */
  chargePix(input: ChargePixInput): Promise<ProviderCharge>;

  /** Reads a charge by the provider's id (retried on transient failures; it is a read). */
  getCharge(providerId: string): Promise<ProviderCharge>;

  /** Finds the charge created for our `referenceId`, or null. Used for reconciliation and recovery. */
  findChargeByReference(referenceId: string): Promise<ProviderCharge | null>;

  /**
   * Cancels or refunds. Without `amountCents` the whole remaining amount; a partial refund keeps
   * the charge `pago` with a lower `amountCents`.
   */
  voidCharge(providerId: string, amountCents?: number): Promise<ProviderCharge>;

  /** Mirrors a recurring plan at the provider; answers the provider's plan id. */
  createPlan(input: PlanInput): Promise<{ planId: string; raw: unknown }>;

  /** Replaces a mirrored plan's name, description, amount and cycle. Unknown id: 404 `not_found`. */
  updatePlan(planId: string, input: PlanInput): Promise<{ planId: string; raw: unknown }>;

  /** Removes a mirrored plan. An id the provider no longer knows counts as removed. */
  deletePlan(planId: string): Promise<void>;

  /** A seller's balances at the provider, in cents. */
  sellerBalances(sellerId: string): Promise<SellerBalances>;

  /**
   * Authenticates and normalises a webhook delivery. The payload is a hint only: callers dedupe on
   * `eventId` and re-fetch the charge with `getCharge` before changing any state.
   */
  parseWebhook(
    rawBody: string | Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderWebhookEvent;

  /**
   * Boleto (issue 24): issues one for a payer with full identification and address; resolves
   * `pendente` with the barcode, the linha digitável and the printable URL. Out-of-limit amounts
   * throw 422. Money out (issue 25) is in `PayoutVerbs` (payout-port.ts).
   */
  createBoleto(input: CreateBoletoInput): Promise<ProviderBoleto>;

  /**
   * Cancels an unpaid boleto (Zoop: `POST /v1/boletos/cancellation/...`, asynchronous: answers
   * before the bank has acted). Resolves the charge as read after the request.
   */
  cancelBoleto(providerId: string): Promise<ProviderCharge>;

  /**
   * The provider's events since `since` (ISO 8601), oldest first, `limit` per page from `offset`.
   * The lost-event sweep feeds them through the same dedup and processing as a webhook.
   */
  listEvents(input: { since: string; offset: number; limit: number }): Promise<ProviderEventsPage>;

  /** Sends one onboarding document of a seller under review (identity, selfie, ...). */
  uploadSellerDocument(sellerId: string, input: SellerDocumentInput): Promise<ProviderSellerDocument>;

  /** The documents the provider holds for a seller. */
  listSellerDocuments(sellerId: string): Promise<ProviderSellerDocument[]>;
}
