import { eq } from 'drizzle-orm';
import { RECEIPT_EMAIL_MESSAGES } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { isMailable } from '../mail';
import { payerKeyOf } from './open-pix';
import { enqueueReceiptMail } from './payment-mail';
import { transactions } from './tables';

/**
 * 'Receber comprovante por e-mail' on the PIX panel: where this PIX's receipt goes. Only the
 * browser that created the code (its payer token, of which we keep a keyed hash) may say; anyone
 * else, or a charge that is not a PIX, finds nothing. While the code waits the address replaces
 * the link's 'Para:' (the receipt is queued when it is paid); if the payment won the race and had
 * no address, the receipt is queued now. The row is locked, so a status change running at the same
 * time either sees the address or is seen as paid.
 */
export async function setReceiptEmail(
  ctx: AppContext,
  id: string,
  email: string,
  payerToken: string | undefined,
): Promise<void> {
  const payerKey = payerKeyOf(ctx.config.tokenSecret, payerToken);
  if (!isMailable(email)) throw AppError.badRequest(RECEIPT_EMAIL_MESSAGES.invalid, 'email');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: transactions.status,
        method: transactions.method,
        payerKey: transactions.payerKey,
        payerEmail: transactions.payerEmail,
      })
      .from(transactions)
      .where(eq(transactions.id, id))
      .for('update')
      .limit(1);
    if (!row || !payerKey || row.payerKey !== payerKey || row.method !== 'pix')
      throw AppError.notFound(RECEIPT_EMAIL_MESSAGES.notFound);
    const paidWithoutAddress = row.status === 'pago' && !isMailable(row.payerEmail);
    if (row.status !== 'pendente_pix' && !paidWithoutAddress)
      throw AppError.conflict(RECEIPT_EMAIL_MESSAGES.closed, 'receipt_email_closed');
    await tx.update(transactions).set({ payerEmail: email }).where(eq(transactions.id, id));
    if (paidWithoutAddress) await enqueueReceiptMail(tx, id);
  });
}
