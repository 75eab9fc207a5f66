import { eq } from 'drizzle-orm';
import { centsToReais } from '@pagora/shared';
import type { Receipt } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { sellersView } from '../accounts';
import { paymentLinksView } from '../links';
import { transactions } from './tables';

export const RECEIPT_NOT_FOUND = 'Comprovante não encontrado.';

/**
 * The payer's receipt, by the transaction's id: a random UUID that only the payer's page (and the
 * seller's back office) ever holds, so knowing it is the right to the receipt. It names who was
 * paid and for what; nothing of the card, the payer or the seller's fees.
 */
export async function loadReceipt(ctx: AppContext, id: string): Promise<Receipt> {
  const [row] = await ctx.db
    .select({ tx: transactions, vendedor: sellersView.nome, descricao: paymentLinksView.description })
    .from(transactions)
    .innerJoin(sellersView, eq(sellersView.id, transactions.sellerId))
    .leftJoin(paymentLinksView, eq(paymentLinksView.id, transactions.linkId))
    .where(eq(transactions.id, id))
    .limit(1);
  if (!row) throw AppError.notFound(RECEIPT_NOT_FOUND);
  const { tx } = row;
  return {
    id: tx.id,
    data_criacao: (tx.paidAt ?? tx.createdAt).toISOString(),
    paymentMethod: tx.method,
    valor: centsToReais(tx.amountCents),
    amountCents: tx.amountCents,
    vendedor: row.vendedor,
    descricao: row.descricao ?? '',
    parcelas: tx.installments,
    refundedCents: tx.refundedCents,
    status: tx.status,
  };
}
