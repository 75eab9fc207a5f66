import { METHOD_INVALID } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import { methodById, type MethodIntent, type RegisteredMethod } from './methods';

/** A payment body read by the module its `paymentMethod` names. */
export type PaymentRequest = { method: RegisteredMethod; intent: MethodIntent };

/**
 * `POST /payment/:paymentLinkId` carries one body per method, told apart by `paymentMethod`. Each
 * is parsed with its module's schema (the shared one the checkout uses), so the payer sees the
 * spec's message for the first bad field. An id no module answers to is refused, never charged
 * as some other method.
 */
export function parsePaymentRequest(body: unknown): PaymentRequest {
  const id = (body as { paymentMethod?: unknown } | null)?.paymentMethod;
  const method = methodById(id);
  if (!method) throw AppError.badRequest(METHOD_INVALID, 'paymentMethod', 'validation_error');
  return { method, intent: method.read(body) };
}
