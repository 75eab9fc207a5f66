import { centsToReais } from '@pagora/shared';
import type { Receipt } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { findTransaction } from './transactions-repo';

export const RECEIPT_NOT_FOUND = 'Comprovante não encontrado.';

export async function loadReceipt(ctx: AppContext, id: string): Promise<Receipt> {
  const tx = await findTransaction(ctx.db, id);
  if (!tx) throw AppError.notFound(RECEIPT_NOT_FOUND);
  return {
    id: tx.id,
    data_criacao: (tx.paidAt ?? tx.createdAt).toISOString(),
    paymentMethod: tx.method,
    valor: centsToReais(tx.amountCents),
    amountCents: tx.amountCents,
    refundedCents: tx.refundedCents,
    status: tx.status,
  };
}
