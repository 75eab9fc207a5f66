import { findOrCreateBuyer } from './buyers';
import type { PaymentProvider } from '../port';
import { AppError } from '../../../platform/app-error';
import { createSellerInputSchema, personSchema, planInputSchema, rawCardSchema } from '../types';
import { zoopChargeVerbs } from './charges';
import { zoopBoletoVerb } from './boleto';
import { createZoopHttp, type ZoopLogger } from './http';
import { randomUUID } from 'node:crypto';
import { isOutcomeUnknown } from './errors';
import { cardBody, personBody, planBody, sellerRequest } from './requests';
import {
  zoopAttachedCardSchema,
  zoopBalancesSchema,
  zoopBuyerSchema,
  zoopDeletedSchema,
  zoopListSchema,
  zoopPlanSchema,
  zoopSellerSchema,
  zoopTokenSchema,
} from './schemas';
import { parseZoopWebhook } from './webhook';
import { zoopPayoutVerbs } from './payouts';
import { zoopEventVerbs } from './events';
import { zoopDocumentVerbs } from './documents';
import { zoopPrepaymentVerbs } from './prepayments';

export type ZoopProviderOptions = {
  /** e.g. `https://api.zoop.ws`, or the sandbox: `http://127.0.0.1:3000/zoop-sandbox`. */
  apiUrl: string;
  /** The marketplace's `zpk_…` key: sent as the Basic user name with an empty password. */
  apiKey: string;
  marketplaceId: string;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  logger?: ZoopLogger;
  /** Extra attempts for reads after a timeout/5xx; default 2. */
  getRetries?: number;
  retryBaseDelayMs?: number;
  /**
   * Opt-in: when set, webhooks must carry this exact `Authorization` header (the value registered
   * with Zoop). No source shows Zoop echoing it, so by default deliveries are accepted as hints.
   */
  webhookAuthorization?: string;
};

/** The Zoop adapter of the payment port, over Zoop's v1 REST API. */
export function createZoopProvider(opts: ZoopProviderOptions): PaymentProvider {
  const log = opts.logger ?? { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
  const http = createZoopHttp({ ...opts, timeoutMs: opts.timeoutMs ?? 10_000, logger: log });
  // Zoop's boleto cancellation is not under /v1/marketplaces/{id} (OpenAPI v1.1).
  const cancellation = createZoopHttp({
    ...opts,
    timeoutMs: opts.timeoutMs ?? 10_000,
    logger: log,
    basePath: `/v1/boletos/cancellation/marketplaces/${encodeURIComponent(opts.marketplaceId)}`,
  });
  const charges = zoopChargeVerbs(http, cancellation, log);
  // Recurring plans live under Zoop's v2 API; everything else under v1.
  const v2 = createZoopHttp({ ...opts, timeoutMs: opts.timeoutMs ?? 10_000, logger: log, version: 'v2' });
  const id = encodeURIComponent;

  return {
    ...charges,
    ...zoopPayoutVerbs(http, log),
    ...zoopEventVerbs(http, log),
    ...zoopDocumentVerbs(http),
    ...zoopPrepaymentVerbs(http, log),

    async createSeller(input) {
      const [path, body] = sellerRequest(createSellerInputSchema.parse(input));
      const { data, raw } = await http.post(path, zoopSellerSchema, body);
      return { sellerId: data.id, status: data.status, raw };
    },

    async getSeller(sellerId) {
      const { data, raw } = await http.get(`/sellers/${id(sellerId)}`, zoopSellerSchema);
      return { sellerId: data.id, status: data.status, type: data.type, raw };
    },

    async deleteSeller(sellerId) {
      try {
        await http.delete(`/sellers/${id(sellerId)}`, zoopDeletedSchema);
      } catch (err) {
        // Already gone at the provider: the removal we asked for holds.
        if (err instanceof AppError && err.code === 'not_found') return;
        throw err;
      }
    },

    // A customer whose CPF Zoop already knows (another seller's customer, a boleto payer) is that
    // buyer: Zoop may refuse a second one with 409, so the one it has is reused.
    async createBuyer(input) {
      const person = personSchema.parse(input);
      const buyerId = await findOrCreateBuyer(http, log, person.taxpayerId, personBody(person));
      return { buyerId, raw: { id: buyerId } };
    },

    async getBuyer(buyerId) {
      const { data, raw } = await http.get(`/buyers/${id(buyerId)}`, zoopBuyerSchema);
      return { buyerId: data.id, raw };
    },

    async tokenizeCard(card) {
      const { data } = await http.post('/cards/tokens', zoopTokenSchema, cardBody(rawCardSchema.parse(card)));
      // The raw token answer is not returned: it echoes card details we have no reason to keep.
      return {
        tokenId: data.id,
        card: {
          brand: data.card.card_brand ?? 'desconhecida',
          first4: data.card.first4_digits ?? '',
          last4: data.card.last4_digits ?? '',
        },
      };
    },

    async attachCard(tokenId, buyerId) {
      const { data, raw } = await http.post('/cards', zoopAttachedCardSchema, {
        token: tokenId,
        customer: buyerId,
      });
      return { cardId: data.id, raw };
    },

    async createPlan(input) {
      const referenceId = randomUUID();
      try {
        const { data, raw } = await v2.post(
          '/plans',
          zoopPlanSchema,
          planBody(planInputSchema.parse(input), referenceId),
        );
        return { planId: data.id, raw };
      } catch (err) {
        // The plan may exist at Zoop though its answer was lost: adopt it rather than leave an orphan.
        if (!isOutcomeUnknown(err)) throw err;
        const { data, raw } = await v2.get(
          '/plans?limit=100&sort=time-descending',
          zoopListSchema(zoopPlanSchema),
        );
        const i = data.items.findIndex((p) => p.metadata?.reference_id === referenceId);
        if (i < 0) throw err;
        log.warn({ planId: data.items[i]?.id }, 'zoop plan recovered by reference');
        return { planId: data.items[i]!.id, raw: (raw as { items: unknown[] }).items[i] };
      }
    },

    async updatePlan(planId, input) {
      const { data, raw } = await v2.put(
        `/plans/${id(planId)}`,
        zoopPlanSchema,
        planBody(planInputSchema.parse(input)),
      );
      return { planId: data.id, raw };
    },

    async deletePlan(planId) {
      try {
        await v2.delete(`/plans/${id(planId)}`, zoopDeletedSchema);
      } catch (err) {
        // Already gone at the provider: the removal we asked for holds.
        if (err instanceof AppError && err.code === 'not_found') return;
        throw err;
      }
    },

    async sellerBalances(sellerId) {
      const { data, raw } = await http.get(`/sellers/${id(sellerId)}/balances`, zoopBalancesSchema);
      return {
        currentBalanceCents: data.items.current_balance,
        currentBlockedBalanceCents: data.items.current_blocked_balance,
        accountBalanceCents: data.items.account_balance,
        raw,
      };
    },

    parseWebhook: (rawBody, headers) => parseZoopWebhook(rawBody, headers, opts.webhookAuthorization),

    createBoleto: zoopBoletoVerb(http, log),
  };
}
