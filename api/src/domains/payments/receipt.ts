import { eq } from 'drizzle-orm';
import { centsToReais } from '@pagora/shared';
import type { Receipt } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { sellersView } from '../accounts';
import { paymentLinksView } from '../links';
import { sameDocumentToken } from './document-token';
import { transactions } from './tables';

export const RECEIPT_NOT_FOUND = 'Comprovante não encontrado.';

/**
 * The payer's receipt, by the transaction's id and its document token (document-token.ts): the
 * id alone is shown to sellers and in CSVs, so without the token, or with a wrong one, the receipt
 * does not exist. It names who was paid and for what; nothing of the card, the payer or the
 * seller's fees. `status` says whether it was paid: the page and the PDF call only 'pago' paid.
 */
export async function loadReceipt(ctx: AppContext, id: string, token: string | undefined): Promise<Receipt> {
  const [row] = await ctx.db
    .select({ tx: transactions, vendedor: sellersView.nome, descricao: paymentLinksView.description })
    .from(transactions)
    .innerJoin(sellersView, eq(sellersView.id, transactions.sellerId))
    .leftJoin(paymentLinksView, eq(paymentLinksView.id, transactions.linkId))
    .where(eq(transactions.id, id))
    .limit(1);
  if (!row || !sameDocumentToken(row.tx.documentToken, token)) throw AppError.notFound(RECEIPT_NOT_FOUND);
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
