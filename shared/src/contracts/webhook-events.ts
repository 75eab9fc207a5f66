import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './billing';
import { v1TransactionSchema } from './developers-v1';
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from './developers-webhooks';

/**
 * What each outgoing webhook event carries as `data.object` (docs/developers.md, "Outgoing
 * webhooks"): one schema per type, money as `/v1` names it (`amount` in integer cents beside
 * `currency: 'BRL'`). The API's emitter is typed by it and checks each object with it before the
 * event is written; receivers may parse with it. Strict: a field the schema does not name is refused.
 */
const cents = z.number().int();
const currency = z.literal('BRL');

/** A sale as `/v1` shows it (`GET /v1/transactions/:id`), with what the payer chose (`order`, issue 40). */
const transaction = v1TransactionSchema.strict();
/** `payment.refunded` for one refund carries it (each refund, partial or total). */
const refundedTransaction = v1TransactionSchema
  .extend({ refund: z.object({ id: z.string(), amount: cents }).strict().optional() })
  .strict();
/** A renewal's charge: the transaction and the subscription it bills. */
const renewalTransaction = v1TransactionSchema.extend({ subscriptionId: z.string().nullable() }).strict();

export const webhookSubscriptionObjectSchema = z.strictObject({
  id: z.string(),
  object: z.literal('subscription'),
  status: z.enum(SUBSCRIPTION_STATUSES),
  reason: z.enum(['cancellation_requested', 'payment_failed']),
  buyerId: z.string(),
  amount: cents,
  currency,
  canceledAt: z.string(),
});

export const webhookPayoutObjectSchema = z.strictObject({
  id: z.string(),
  object: z.literal('payout'),
  sellerId: z.string(),
  amount: cents,
  currency,
  status: z.enum(['pago', 'falhou']),
  failureReason: z.string().nullable(),
  bankAccount: z.strictObject({ bankName: z.string(), accountNumberLast4: z.string() }),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

/** A paid sale whose provider fee differed from the marketplace's table by a cent or more (issue 38). */
export const webhookFeeDivergenceObjectSchema = z.strictObject({
  id: z.string(),
  object: z.literal('fee_divergence'),
  transactionId: z.string(),
  sellerId: z.string(),
  method: z.enum(['pix', 'credit_card', 'bank_slip']),
  installments: z.number().int(),
  amount: cents,
  expectedFee: cents,
  chargedFee: cents,
  currency,
  day: z.string(),
});

/** An antecipação (issue 38), its money named as `/v1` names it (`amount`, `fee`, `net`). */
export const webhookAnticipationObjectSchema = z.strictObject({
  id: z.string(),
  object: z.literal('anticipation'),
  sellerId: z.string(),
  status: z.enum(['aprovada', 'paga', 'recusada']),
  amount: cents,
  fee: cents,
  net: cents,
  currency,
  prepaymentDate: z.string(),
  refusalReason: z.string().nullable(),
});

export const webhookTestObjectSchema = z.strictObject({ object: z.literal('test'), message: z.string() });

/** Every type an endpoint may receive, with its object's schema. */
export const WEBHOOK_EVENT_OBJECTS = {
  'payment.paid': transaction,
  'payment.failed': transaction,
  'payment.refunded': refundedTransaction,
  'payment.expired': transaction,
  'payment.disputed': transaction,
  'payment.dispute_won': transaction,
  'payment.charged_back': transaction,
  'subscription.charged': renewalTransaction,
  'subscription.charge_failed': renewalTransaction,
  'subscription.canceled': webhookSubscriptionObjectSchema,
  'payout.paid': webhookPayoutObjectSchema,
  'payout.failed': webhookPayoutObjectSchema,
  'fee.divergence': webhookFeeDivergenceObjectSchema,
  'anticipation.approved': webhookAnticipationObjectSchema,
  'anticipation.paid': webhookAnticipationObjectSchema,
  'anticipation.refused': webhookAnticipationObjectSchema,
  [WEBHOOK_TEST_EVENT]: webhookTestObjectSchema,
} as const satisfies Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, z.ZodType>;

export type SentWebhookType = keyof typeof WEBHOOK_EVENT_OBJECTS;
export type WebhookEventObject<T extends SentWebhookType> = z.infer<(typeof WEBHOOK_EVENT_OBJECTS)[T]>;
/** A type with its object, one member per type: a payload that does not match its type does not compile. */
export type TypedWebhookObject = {
  [T in SentWebhookType]: { type: T; object: WebhookEventObject<T> };
}[SentWebhookType];

/** The whole body of an event of `type`, as the receiver gets it and signs are computed over. */
export const webhookEventBodySchema = <T extends SentWebhookType>(type: T) =>
  z.object({
    id: z.string(),
    type: z.literal(type),
    created: z.string(),
    data: z.object({ object: WEBHOOK_EVENT_OBJECTS[type], sequence: z.number().int() }),
  });
