import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { sandboxControl } from '../gateway';
import { findTransactionState } from './transactions-repo';

export const NOT_PENDING_PIX = 'Esta transação não está aguardando pagamento PIX.';
export const NOT_PENDING_BOLETO = 'Este boleto não está aguardando pagamento.';

/**
 * The checkout's sandbox button ('Marcar como pago'): asks the embedded sandbox to pay this pending
 * PIX or boleto, as the payer's bank would. Answers which one it paid.
 */
export async function payInSandbox(
  ctx: AppContext,
  transactionId: string,
): Promise<{ id: string; method: 'pix' | 'bank_slip' }> {
  const tx = await findTransactionState(ctx.db, transactionId);
  if (!tx) throw AppError.notFound('Transação não encontrada.');
  if (tx.method === 'bank_slip') {
    if (tx.status !== 'pendente' || !tx.providerId)
      throw AppError.conflict(NOT_PENDING_BOLETO, 'boleto_not_pending');
    await sandboxControl.payPix(ctx, tx.providerId);
    return { id: tx.id, method: 'bank_slip' };
  }
  if (tx.method !== 'pix' || tx.status !== 'pendente_pix' || !tx.providerId) {
    throw AppError.conflict(NOT_PENDING_PIX, 'pix_not_pending');
  }
  await sandboxControl.payPix(ctx, tx.providerId);
  return { id: tx.id, method: 'pix' };
}
