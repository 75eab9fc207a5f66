import { z } from 'zod';
import { DEVELOPER_MESSAGES as M } from './developers';
import { endpoint } from './endpoint';
import { errorBodySchema, messageAnswerSchema } from './errors';
import { pageAnswerFields, pagingQuery, uuidParam } from './params';

/** What an endpoint can subscribe to (issue 26, and 25's payouts); boleto events come with that issue. */
export const WEBHOOK_EVENT_TYPES = [
  'payment.paid',
  'payment.failed',
  'payment.refunded',
  'payment.expired',
  'payment.disputed',
  'payment.dispute_won',
  'payment.charged_back',
  'subscription.charged',
  'subscription.charge_failed',
  'subscription.canceled',
  'payout.paid',
  'payout.failed',
  'fee.divergence',
  'anticipation.approved',
  'anticipation.paid',
  'anticipation.refused',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** 'Enviar evento de teste' sends this type to one endpoint, whatever it subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'payment.paid': 'Pagamento aprovado',
  'payment.failed': 'Pagamento recusado',
  'payment.refunded': 'Pagamento estornado',
  'payment.expired': 'PIX expirado',
  'payment.disputed': 'Pagamento contestado',
  'payment.dispute_won': 'Contestação vencida',
  'payment.charged_back': 'Chargeback',
  'subscription.charged': 'Assinatura cobrada',
  'subscription.charge_failed': 'Cobrança de assinatura recusada',
  'subscription.canceled': 'Assinatura cancelada',
  'payout.paid': 'Saque pago',
  'payout.failed': 'Saque não concluído',
  'fee.divergence': 'Divergência de taxa',
  'anticipation.approved': 'Antecipação aprovada',
  'anticipation.paid': 'Antecipação paga',
  'anticipation.refused': 'Antecipação recusada',
};

export const DELIVERY_STATUSES = ['pendente', 'entregue', 'falhou'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pendente: 'Pendente',
  entregue: 'Entregue',
  falhou: 'Falhou',
};

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  createdAt: z.string(),
  /** Set when it failed for 5 days running (or was turned off); nothing is sent to it then. */
  disabledAt: z.string().nullable(),
  owner: z.object({ nome: z.string(), cargo: z.string() }),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointSchema>;

export const createWebhookEndpointSchema = z.object({
  url: z
    .string({ error: M.urlInvalid })
    .trim()
    .max(2000, { error: M.urlInvalid })
    .refine(isHttpUrl, { error: M.urlInvalid }),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Evento inválido.' }), { error: M.eventsRequired })
    .min(1, { error: M.eventsRequired })
    .transform((e) => [...new Set(e)]),
  description: z.string().trim().max(200, { error: 'A descrição pode ter até 200 caracteres.' }).default(''),
});
export type CreateWebhookEndpoint = z.input<typeof createWebhookEndpointSchema>;

export const deliveryAttemptSchema = z.object({
  at: z.string(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** The first 1 KB of the answer, or why there was none. */
  response: z.string(),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The body sent (the same on every attempt). */
  payload: z.string(),
  tries: z.array(deliveryAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const idParams = z.object({ id: uuidParam });
const queued = z.object({ message: z.string(), count: z.number().int() });

export const developerWebhooksContract = {
  create: endpoint({
    method: 'POST',
    path: '/developer/webhooks',
    tag: 'developers',
    summary: 'Adds an endpoint; the signing secret (whsec_…) is in this answer only.',
    body: createWebhookEndpointSchema,
    response: {
      201: z.object({
        message: z.string(),
        id: z.string(),
        secret: z.string(),
        endpoint: webhookEndpointSchema,
      }),
      ...errors,
    },
  }),
  list: endpoint({
    method: 'GET',
    path: '/developer/webhooks',
    tag: 'developers',
    summary: "The caller's endpoints (admin: every tenant's).",
    response: { 200: z.object({ dados: z.array(webhookEndpointSchema) }), ...errors },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/developer/webhooks/:id',
    tag: 'developers',
    summary: 'Removes an endpoint: nothing more is sent to it.',
    params: idParams,
    response: { 200: messageAnswerSchema, ...errors },
  }),
  enable: endpoint({
    method: 'POST',
    path: '/developer/webhooks/:id/enable',
    tag: 'developers',
    summary: 'Turns a disabled endpoint back on.',
    params: idParams,
    response: { 200: z.object({ message: z.string(), endpoint: webhookEndpointSchema }), ...errors },
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/developer/webhooks/:id/deliveries',
    tag: 'developers',
    summary: "The endpoint's delivery log, newest first, each with its attempts.",
    params: idParams,
    query: z.object({
      ...pagingQuery({ defaultSize: 20, maxSize: 100 }),
      status: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z.enum(DELIVERY_STATUSES, { error: 'Status inválido.' }).optional(),
      ),
    }),
    response: { 200: z.object({ dados: z.array(webhookDeliverySchema), ...pageAnswerFields }), ...errors },
  }),
  retry: endpoint({
    method: 'POST',
    path: '/developer/deliveries/:id/retry',
    tag: 'developers',
    summary: "'Reenviar': sends the same event (same webhook-id) again now.",
    params: idParams,
    response: { 202: queued, ...errors },
  }),
  retryFailed: endpoint({
    method: 'POST',
    path: '/developer/webhooks/:id/retry-failed',
    tag: 'developers',
    summary: "'Reenviar falhas desde…': every failed delivery of the endpoint since the instant.",
    params: idParams,
    body: z.object({ since: z.iso.datetime({ offset: true, error: 'Data inválida.' }) }),
    response: { 202: queued, ...errors },
  }),
  rollSecret: endpoint({
    method: 'POST',
    path: '/developer/webhooks/:id/roll-secret',
    tag: 'developers',
    summary: 'A new signing secret (answered once); the old one also signs for overlapHours.',
    params: idParams,
    body: z.object({
      overlapHours: z.coerce
        .number({ error: 'Sobreposição inválida.' })
        .int({ error: 'Sobreposição inválida.' })
        .min(0, { error: 'Sobreposição inválida.' })
        .max(168, { error: 'A sobreposição máxima é de 7 dias.' }),
    }),
    response: { 201: z.object({ message: z.string(), secret: z.string() }), ...errors },
  }),
  test: endpoint({
    method: 'POST',
    path: '/developer/webhooks/:id/test',
    tag: 'developers',
    summary: "'Enviar evento de teste': a webhook.test event to this endpoint.",
    params: idParams,
    response: { 202: queued, ...errors },
  }),
};
