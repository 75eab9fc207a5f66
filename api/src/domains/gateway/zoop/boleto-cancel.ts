import { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import type { ProviderCharge } from '../port';
import type { ZoopHttp } from './http';

/**
 * Zoop's boleto cancellation (OpenAPI v1.1, "Solicitar cancelamento de boleto"):
 * `POST /v1/boletos/cancellation/marketplaces/{mp}/transactions/{id}`, no body, answered 202
 * `{ status: "Requested", message, transaction_id }`. It is asynchronous: the bank acts later and
 * the charge turns `canceled` then, so what we answer is the charge as read after the request.
 * Asking twice is harmless: Zoop answers 422 "Cancellation request already exists".
 */
const requestedSchema = z.looseObject({ status: z.string().nullish() });

const message = (err: AppError) =>
  String((err.details as { providerMessage?: unknown })?.providerMessage ?? '');

export const BOLETO_PAID = 'O boleto já foi pago e não pode ser cancelado.';

function paidError() {
  return AppError.unprocessable(BOLETO_PAID, 'boleto_paid');
}

/** `cancellation` is rooted at `/v1/boletos/cancellation/marketplaces/{mp}` (not under `/v1/marketplaces`). */
export function zoopBoletoCancel(
  cancellation: ZoopHttp,
  getCharge: (providerId: string) => Promise<ProviderCharge>,
) {
  return async function cancelBoleto(providerId: string, read?: ProviderCharge): Promise<ProviderCharge> {
    const before = read ?? (await getCharge(providerId));
    if (before.method !== 'bank_slip')
      throw AppError.unprocessable('A cobrança não é um boleto.', 'not_a_boleto');
    // Already cancelled or lapsed: the cancellation we want holds.
    if (before.status === 'falha') return before;
    if (before.status !== 'pendente') throw paidError();
    try {
      await cancellation.post(`/transactions/${encodeURIComponent(providerId)}`, requestedSchema, undefined);
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 422) throw err;
      if (/not found/i.test(message(err)))
        throw new AppError(404, 'not_found', 'Boleto não encontrado no provedor.', { details: err.details });
      if (!/already exists/i.test(message(err))) {
        // "Transaction status is invalid": paid meanwhile, or no longer cancellable.
        if ((await getCharge(providerId)).status === 'pago') throw paidError();
        throw AppError.unprocessable('O provedor recusou o cancelamento do boleto.', 'boleto_cancel_refused');
      }
    }
    return getCharge(providerId);
  };
}
