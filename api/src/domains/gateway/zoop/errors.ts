import { REFUND_MESSAGES } from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import { declineMessage } from '../types';
import { z } from 'zod';
import { type ZoopError, zoopErrorSchema } from './schemas';

const flatErrorSchema = z.looseObject({ status: z.string().nullish(), message: z.string() });

/**
 * Zoop's error envelope `{ error: { status_code, type, category, message, reasons } }` → `AppError`.
 * Zoop's messages are English and meant for developers, so they go to `details`, never to a payer.
 */

/** Zoop refuses charges for a seller it has not approved (still `pending`, or denied). */
export const SELLER_NOT_AUTHORIZED =
  'O vendedor ainda não foi aprovado pelo provedor de pagamento e não pode receber pagamentos.';
/** The refund screens' own words: a PIX goes back whole (refund-claim.ts refuses it first). */
export const PIX_REFUND_WHOLE = REFUND_MESSAGES.pixWhole;

export function declineError(declineReason: string, details: Record<string, unknown> = {}): AppError {
  return new AppError(402, 'card_declined', declineMessage(declineReason), {
    details: { declineReason, ...details },
  });
}

/** A card refusal mapped by `mapZoopError`: `chargeCard` answers it as an outcome instead. */
export function isDeclineError(err: unknown): err is AppError {
  return err instanceof AppError && err.code === 'card_declined';
}

export function unavailableError(
  cause: 'timeout' | 'server_error' | 'network' | 'bad_response',
  extra: Record<string, unknown> = {},
) {
  const status = cause === 'timeout' ? 504 : 502;
  return new AppError(
    status,
    'provider_unavailable',
    'O provedor de pagamento não respondeu. Tente novamente.',
    {
      operational: true,
      details: { retryable: true, cause, ...extra },
    },
  );
}

/** True for errors after which the provider may or may not have acted: timeouts, 408, 5xx. */
export function isOutcomeUnknown(err: unknown): err is AppError {
  return err instanceof AppError && err.code === 'provider_unavailable';
}

/**
 * Runs the look-up that follows an unknown outcome. If it fails too (down, or an answer we cannot
 * read) it has told us nothing, so the caller's error stays the retryable unknown one, never a
 * plain failure that reconciliation would skip.
 */
export async function stillUnknownIfFails<T>(unknown: AppError, lookup: () => Promise<T>): Promise<T> {
  try {
    return await lookup();
  } catch (err) {
    throw new AppError(unknown.status, unknown.code, unknown.message, {
      operational: true,
      details: { ...unknown.details, lookupFailed: err instanceof AppError ? err.code : 'error' },
    });
  }
}

export function mapZoopError(httpStatus: number, body: unknown): AppError {
  const parsed = zoopErrorSchema.safeParse(body);
  // The boleto cancellation call answers its own shape, `{ status: "ERROR", message }` (OpenAPI v1.1).
  const flat = flatErrorSchema.safeParse(body);
  const e: ZoopError = parsed.success
    ? parsed.data.error
    : flat.success
      ? { type: flat.data.status, message: flat.data.message }
      : {};
  const details = {
    providerStatus: httpStatus,
    providerType: e.type ?? null,
    providerCategory: e.category ?? null,
    providerMessage: e.message ?? null,
  };
  if (httpStatus === 402 && (e.type === 'card_error' || e.category === 'card_declined')) {
    return declineError(e.category ?? 'card_declined', details);
  }
  if (httpStatus === 408 || e.category === 'service_request_timeout')
    return unavailableError('timeout', details);
  if (httpStatus >= 500 || httpStatus === 429) return unavailableError('server_error', details);
  if (httpStatus === 401 || httpStatus === 403) {
    // Our credentials are wrong: a configuration bug, not something the payer can fix.
    return new AppError(502, 'provider_auth_failed', 'Falha de configuração com o provedor de pagamento.', {
      operational: false,
      details,
    });
  }
  if (httpStatus === 404)
    return new AppError(404, 'not_found', 'Cobrança não encontrada no provedor.', { details });
  if (httpStatus === 409)
    return new AppError(409, 'provider_conflict', 'Operação em conflito no provedor.', { details });
  if (httpStatus === 402 && e.category === 'seller_authorization_refused') {
    return new AppError(422, 'seller_not_authorized', SELLER_NOT_AUTHORIZED, { details });
  }
  if (httpStatus === 402 && e.category === 'void_transaction_error') {
    return new AppError(422, 'refund_refused', 'O provedor de pagamento recusou o estorno.', { details });
  }
  if (httpStatus === 402) {
    return new AppError(422, 'provider_rejected', 'O provedor de pagamento recusou a operação.', { details });
  }
  return new AppError(422, 'provider_invalid_request', 'Dados de pagamento recusados pelo provedor.', {
    details,
  });
}

/** The provider answered 2xx with something our schemas do not accept: never guess money from it. */
export function badResponseError(path: string, issues: string): AppError {
  return new AppError(502, 'provider_bad_response', 'Resposta inesperada do provedor de pagamento.', {
    operational: false,
    details: { path, issues, retryable: false },
  });
}
