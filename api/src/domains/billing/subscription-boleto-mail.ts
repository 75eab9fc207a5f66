import type { Db } from '../../platform/db/client';
import { enqueueMail, isMailable } from '../mail';

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
  await enqueueMail(tx, {
    kind: 'subscription_boleto',
    to: c.payer.email,
    eventKey: `subscription-boleto:${boleto.transactionId}`,
    marketplaceId: c.marketplaceId,
    sellerId: c.sellerId,
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
