import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { sandboxControl } from '../gateway';
import { NOT_PENDING_PIX, rulesOf } from './methods/rules';
import { findTransactionState } from './transactions-repo';

export { NOT_PENDING_BOLETO, NOT_PENDING_PIX } from './methods/rules';

/**
 * The checkout's sandbox button ('Marcar como pago'): asks the embedded sandbox to pay this pending
 * charge as the payer's bank would, for a method paid outside the page (its module's `awaitsBank`).
 * Answers what the checkout tells the payer.
 */
export async function payInSandbox(
  ctx: AppContext,
  transactionId: string,
): Promise<{ id: string; message: string }> {
  const tx = await findTransactionState(ctx.db, transactionId);
  if (!tx) throw AppError.notFound('Transação não encontrada.');
  const awaits = rulesOf(tx.method)?.awaitsBank;
  // A card is paid on the page itself: nothing for a bank to pay.
  if (!awaits) throw AppError.conflict(NOT_PENDING_PIX, 'pix_not_pending');
  if (tx.status !== awaits.status || !tx.providerId)
    throw AppError.conflict(awaits.notWaiting.message, awaits.notWaiting.code);
  await sandboxControl.payPix(ctx, tx.providerId);
  return { id: tx.id, message: awaits.sandboxSent };
}
