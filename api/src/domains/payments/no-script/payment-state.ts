import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AfterPayment } from '@pagora/shared';
import type { AppContext } from '../../../platform/context';
import { sellersView } from '../../accounts';
import { loadPayableLink, paymentLinksView } from '../../links';
import { sameDocumentToken } from '../document-token';
import { transactions, type TxMethod } from '../tables';

/** A charge as its plain page shows it: who is paid, for what, and where it stands. */
export type PaymentState = {
  id: string;
  linkId: string;
  documentToken: string;
  seller: string;
  description: string;
  amountCents: number;
  phase: 'aguardando' | 'pago' | 'encerrado';
  pixEmv: string | null;
  expiresAt: Date | null;
  boleto: { digitableLine: string; dueDate: string } | null;
};

/**
 * The transaction of `linkId` by its id and document token, like the receipt: a wrong or missing
 * token, another link's or another method's transaction are all null (the page answers 404 alike).
 * A PIX past its deadline reads as ended even before the expiry sweep has recorded it.
 */
export async function paymentState(
  ctx: AppContext,
  ids: { linkId: string; transactionId: string; token: string | undefined; method: TxMethod },
): Promise<PaymentState | null> {
  if (!z.uuid().safeParse(ids.transactionId).success) return null;
  const [row] = await ctx.db
    .select({ tx: transactions, seller: sellersView.nome, description: paymentLinksView.description })
    .from(transactions)
    .innerJoin(sellersView, eq(sellersView.id, transactions.sellerId))
    .leftJoin(paymentLinksView, eq(paymentLinksView.id, transactions.linkId))
    .where(
      and(
        eq(transactions.id, ids.transactionId),
        eq(transactions.linkId, ids.linkId),
        eq(transactions.method, ids.method),
      ),
    )
    .limit(1);
  if (!row || !sameDocumentToken(row.tx.documentToken, ids.token)) return null;
  const { tx } = row;
  const waiting =
    (tx.status === 'pendente_pix' && tx.expiresAt !== null && tx.expiresAt.getTime() > Date.now()) ||
    (tx.method === 'bank_slip' && tx.status === 'pendente');
  const line = tx.boleto?.digitableLine;
  return {
    id: tx.id,
    linkId: ids.linkId,
    documentToken: tx.documentToken,
    seller: row.seller,
    description: row.description ?? '',
    amountCents: tx.amountCents,
    phase: tx.status === 'pago' ? 'pago' : waiting ? 'aguardando' : 'encerrado',
    pixEmv: tx.pixEmv,
    expiresAt: tx.expiresAt,
    boleto: line && tx.boleto ? { digitableLine: line, dueDate: tx.boleto.dueDate } : null,
  };
}

/** What the link says follows a paid payment; nothing when the link is gone. */
export async function afterPaymentOf(ctx: AppContext, linkId: string): Promise<AfterPayment> {
  const link = await loadPayableLink(ctx.db, linkId).catch(() => null);
  return link?.checkout.afterPayment ?? { kind: 'nenhum' };
}
