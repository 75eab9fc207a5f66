import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../../platform/app-error';
import type { ProviderWebhookEvent } from '../port';

/**
 * Zoop event envelopes come in three observed shapes (A: `payload.object`, B: `payload` is the
 * object, C: top-level `object`, sometimes without an event id). Zoop documents no signature, so
 * the optional shared `authorization` value is the only check; callers still re-fetch the charge.
 */

const objectRef = z.looseObject({ id: z.string().min(1), resource: z.string().optional() });
const envelopeSchema = z.looseObject({
  // A recorded `transaction.failed` (IMO) carries `id: ""`: read as no id (the body hash dedupes).
  id: z
    .string()
    .optional()
    .transform((id) => id || undefined),
  type: z.string().min(1),
  payload: z.looseObject({ object: objectRef.optional() }).optional(),
  object: objectRef.optional(),
});

function invalid(reason: string) {
  return new AppError(400, 'invalid_webhook', 'Notificação do provedor inválida.', { details: { reason } });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
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
    throw invalid('corpo não é JSON');
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) throw invalid(z.prettifyError(parsed.error));
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
    raw: json,
  };
}

/** Zoop's transfer events by what they mean for a payout; the rest (`created`, `delayed`) wait. */
function transferStatusOf(type: string): 'pendente' | 'pago' | 'falhou' {
  if (type === 'transfer.succeeded') return 'pago';
  if (type === 'transfer.failed' || type === 'transfer.canceled') return 'falhou';
  return 'pendente';
}
