import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import type { ProviderWebhookEvent } from '../port';
import { zoopTimeToIso } from './zoop-time';

/**
 * Zoop event envelopes come in three observed shapes (A: `payload.object`, B: `payload` is the
 * object, C: top-level `object`, sometimes without an event id). Zoop documents no signature and
 * no source shows the registered `authorization` echoed as a header, so that check is opt-in;
 * every event is a hint and callers re-fetch the charge. A delivery and an item of `GET /events`
 * are read by the same `readZoopEvent`.
 */

/**
 * The events the product acts on, as 2025 clients name them (research zoop.md §13 item 9):
 * what the going-live list registers. No source lists `transaction.refunded` or
 * `transfer.canceled`.
 */
export const ZOOP_EVENT_TYPES = [
  'transaction.succeeded',
  'transaction.failed',
  'transaction.canceled',
  'transaction.reversed',
  'transaction.updated',
  'transaction.disputed',
  'transaction.disputed.succeeded',
  'transaction.charged_back',
  'transfer.created',
  'transfer.confirmed',
  'transfer.delayed',
  'transfer.succeeded',
  'transfer.failed',
  'receivable.created',
  'receivable.paid',
  'receivable.refunded',
  'receivable.deleted',
  'receivable.canceled',
  // A seller's review (research zoop.md §3.2).
  'seller.activated',
  'seller.enabled',
  'seller.denied',
  'seller.updated',
] as const;

const objectRef = z.looseObject({ id: z.string().min(1), resource: z.string().optional() });
export const zoopEventSchema = z.looseObject({
  // A recorded `transaction.failed` (IMO) carries `id: ""`: read as no id (the body hash dedupes).
  id: z
    .string()
    .optional()
    .transform((id) => id || undefined),
  type: z.string().min(1),
  payload: z.looseObject({ object: objectRef.optional() }).optional(),
  object: objectRef.optional(),
  created_at: z.string().nullish(),
});

export function invalidEvent(reason: string) {
  return new AppError(400, 'invalid_webhook', 'Notificação do provedor inválida.', { details: { reason } });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One Zoop event as ours. `text` is what the id-less shape C is deduplicated by. */
export function readZoopEvent(json: unknown, text: string): ProviderWebhookEvent {
  const parsed = zoopEventSchema.safeParse(json);
  if (!parsed.success) throw invalidEvent(z.prettifyError(parsed.error));
  const env = parsed.data;
  const payloadAsObject = objectRef.safeParse(env.payload);
  const object =
    env.payload?.object ?? (payloadAsObject.success ? payloadAsObject.data : undefined) ?? env.object;
  const isTransaction = env.type.startsWith('transaction.') || object?.resource === 'transaction';
  const isSeller = env.type.startsWith('seller.') || object?.resource === 'seller';
  const isTransfer = env.type.startsWith('transfer.') || object?.resource === 'transfer';
  return {
    // Shape C has no event id; the body hash makes a verbatim redelivery dedupe all the same.
    eventId: env.id ?? `sha256:${createHash('sha256').update(text).digest('hex')}`,
    type: env.type,
    chargeId: isTransaction && object ? object.id : null,
    sellerId: isSeller && !isTransaction && object ? object.id : null,
    transferId: isTransfer && !isTransaction && object ? object.id : null,
    transferStatus: isTransfer ? transferStatusOf(env.type) : null,
    occurredAt: zoopTimeToIso(env.created_at),
    raw: json,
  };
}

export function parseZoopWebhook(
  rawBody: string | Buffer,
  headers: Record<string, string | string[] | undefined>,
  expectedAuthorization: string | undefined,
): ProviderWebhookEvent {
  if (expectedAuthorization !== undefined) {
    const given = headers['authorization'];
    if (typeof given !== 'string' || !sameSecret(given, expectedAuthorization)) {
      throw AppError.unauthorized('Notificação do provedor não autorizada.');
    }
  }
  const text = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalidEvent('corpo não é JSON');
  }
  return readZoopEvent(json, text);
}

/** Zoop's transfer events by what they mean for a payout; the rest (created, confirmed, delayed) wait. */
function transferStatusOf(type: string): 'pendente' | 'pago' | 'falhou' {
  if (type === 'transfer.succeeded') return 'pago';
  if (type === 'transfer.failed' || type === 'transfer.canceled') return 'falhou';
  return 'pendente';
}
