import type { AppContext } from '../../platform/context';
import { sellerAccountOf } from '../accounts';
import { enqueueMail, transactionOfPrivacyToken } from '../mail';
import { receiptPayer } from '../payments';
import { filePayerRequest } from './requests';

/** The payment a receipt's link names and who was paid, or null for a token that is no good. */
export async function receiptOfToken(ctx: AppContext, token: string) {
  const transactionId = transactionOfPrivacyToken(ctx.config.tokenSecret, token);
  if (!transactionId) return null;
  const payment = await receiptPayer(ctx.db, transactionId);
  if (!payment) return null;
  const seller = await sellerAccountOf(ctx.db, payment.sellerId);
  return seller ? { payment, seller } : null;
}

/**
 * Files the payer's request with the seller (deadline: today + 15 days in Brasília) and e-mails
 * the seller, in one transaction. The same link sent twice answers the open request: no second
 * one, no second e-mail.
 */
export async function fileFromReceipt(ctx: AppContext, token: string, choice: 'access' | 'erasure') {
  const found = await receiptOfToken(ctx, token);
  if (!found) return null;
  const { payment, seller } = found;
  const request = await ctx.db.transaction(async (db) => {
    const filed = await filePayerRequest(db, {
      accountUserId: seller.userId,
      sellerId: payment.sellerId,
      marketplaceId: payment.marketplaceId,
      transactionId: payment.id,
      document: payment.payerCpf ? payment.payerCpf.replace(/\D/g, '') : null,
      email: payment.payerEmail ? payment.payerEmail.toLowerCase() : null,
      kind: choice === 'erasure' ? 'payer_erasure' : 'payer_access',
    });
    if (filed.created)
      await enqueueMail(db, {
        kind: 'privacy_request',
        to: seller.email,
        data: {
          nome: seller.nome,
          requesterName: payment.payerName ?? '',
          requesterEmail: payment.payerEmail ?? '',
          kind: choice,
          transactionId: payment.id,
          dueDate: filed.dueDate,
        },
        eventKey: `privacy-request:${filed.id}`,
        sellerId: payment.sellerId,
        marketplaceId: payment.marketplaceId,
      });
    return filed;
  });
  return { sellerName: seller.nome, dueDate: request.dueDate };
}
