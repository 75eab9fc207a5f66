import { centsToReais } from '@pagora/shared';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { TX_METHODS, TX_STATUSES } from './tables';
import { findTransaction } from './transactions-repo';

/** The success page's receipt: what the payer already knows, nothing about seller, card or payer. */
export const receiptSchema = z.object({
  id: z.string(),
  data_criacao: z.string(),
  paymentMethod: z.enum(TX_METHODS),
  valor: z.number(),
  amountCents: z.number().int(),
  status: z.enum(TX_STATUSES),
});
export type Receipt = z.infer<typeof receiptSchema>;

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
    status: tx.status,
  };
}
