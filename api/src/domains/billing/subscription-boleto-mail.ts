import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { enqueueMail, isMailable } from '../mail';
import { transactionsView } from '../payments';

type Issued = {
  charge: { id: string; amountCents: number };
  planName: string;
  marketplaceId: string;
  sellerId: string;
  payer: { name: string; email: string };
};

/**
 * A boleto subscription's boleto was issued (issue 24): the customer gets the line, amount, due date
 * and our PDF, in the transaction that records the attempt's boleto, once per boleto (keyed by its
 * transaction: a resumed attempt or a re-run sweep queues nothing new; a retry's new boleto its own).
 */
export async function enqueueSubscriptionBoleto(
  tx: Db,
  c: Issued,
  boleto: { transactionId: string; digitableLine: string; dueDate: string },
): Promise<void> {
  // A buyer address the mail path refuses must not undo the boleto it announces.
  if (!isMailable(c.payer.email)) return;
  // The PDF opens with the boleto's document token (issue 35), which travels as the row's secret.
  const [doc] = await tx
    .select({ token: transactionsView.documentToken })
    .from(transactionsView)
    .where(eq(transactionsView.id, boleto.transactionId))
    .limit(1);
  await enqueueMail(tx, {
    kind: 'subscription_boleto',
    to: c.payer.email,
    eventKey: `subscription-boleto:${boleto.transactionId}`,
    marketplaceId: c.marketplaceId,
    sellerId: c.sellerId,
    secret: doc?.token,
    data: {
      nome: c.payer.name,
      transactionId: boleto.transactionId,
      planName: c.planName,
      amountCents: c.charge.amountCents,
      digitableLine: boleto.digitableLine,
      dueDate: boleto.dueDate,
    },
  });
}
