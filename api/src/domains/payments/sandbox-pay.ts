import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { sandboxPayPix } from './embedded-sandbox';
import { findTransaction } from './transactions-repo';

export const NOT_PENDING_PIX = 'Esta transação não está aguardando pagamento PIX.';

/** The checkout's sandbox button: asks the embedded sandbox to pay this pending PIX. */
export async function payPixInSandbox(ctx: AppContext, transactionId: string): Promise<{ id: string }> {
  const tx = await findTransaction(ctx.db, transactionId);
  if (!tx) throw AppError.notFound('Transação não encontrada.');
  if (tx.method !== 'pix' || tx.status !== 'pendente_pix' || !tx.providerId) {
    throw AppError.conflict(NOT_PENDING_PIX, 'pix_not_pending');
  }
  await sandboxPayPix(ctx, tx.providerId);
  return { id: tx.id };
}
