import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sellersView } from '../accounts';
import { paymentLinksView } from '../links';
import { enqueueMail, isMailable, type AnonymousMailCaps, type MailData } from '../mail';
import { transactions } from './tables';

/**
 * The messages a payment causes (docs/email.md), queued in the transaction of the status change
 * that causes them, so a rolled-back change sends nothing and the event key (the transaction's
 * or the refund's id) makes a replayed webhook or a reconciliation run send nothing new.
 */

type Paid = {
  data: MailData<'payment_receipt'>;
  /** What the payer chose (issue 40), for the seller's message; null on a plain sale. */
  order: MailData<'new_sale'>['order'] | null;
  payer: string | null;
  seller: string;
  linkId: string | null;
  /** Opens the payer's receipt and boleto PDF (document-token.ts): the payer's messages only. */
  documentToken: string;
} & Tenant;
type Tenant = { marketplaceId: string; sellerId: string };

/** The payment as the messages show it: the card by brand and last 4 digits, never the payer's CPF. */
export async function paymentOf(db: Db, id: string): Promise<Paid | null> {
  // Only what the messages show: the whole rows carry the provider's raw answer and the link's
  // settings, read and parsed for nothing inside the status change's transaction.
  const [row] = await db
    .select({
      tx: {
        id: transactions.id,
        marketplaceId: transactions.marketplaceId,
        sellerId: transactions.sellerId,
        linkId: transactions.linkId,
        method: transactions.method,
        amountCents: transactions.amountCents,
        installments: transactions.installments,
        payerName: transactions.payerName,
        payerEmail: transactions.payerEmail,
        cardHolder: transactions.cardHolder,
        cardBrand: transactions.cardBrand,
        cardLast4: transactions.cardLast4,
        paidAt: transactions.paidAt,
        documentToken: transactions.documentToken,
        quantity: transactions.quantity,
        unitAmountCents: transactions.unitAmountCents,
        couponCode: transactions.couponCode,
        discountCents: transactions.discountCents,
        customFields: transactions.customFields,
      },
      sellerName: sellersView.nome,
      sellerEmail: sellersView.email,
      link: { description: paymentLinksView.description, customerEmail: paymentLinksView.customerEmail },
    })
    .from(transactions)
    .innerJoin(sellersView, eq(sellersView.id, transactions.sellerId))
    .leftJoin(paymentLinksView, eq(paymentLinksView.id, transactions.linkId))
    .where(eq(transactions.id, id))
    .limit(1);
  if (!row) return null;
  const { tx } = row;
  const last4 = tx.cardLast4 && /^\d{4}$/.test(tx.cardLast4) ? tx.cardLast4 : null;
  return {
    // Card: the form's e-mail; PIX: the one its checkout collected, else the link's 'Para:'.
    payer: usable(tx.payerEmail) ?? usable(row.link?.customerEmail),
    seller: row.sellerEmail,
    linkId: tx.linkId,
    documentToken: tx.documentToken,
    order: orderOf(tx),
    marketplaceId: tx.marketplaceId,
    sellerId: tx.sellerId,
    data: {
      nome: tx.payerName ?? tx.cardHolder ?? '',
      transactionId: tx.id,
      sellerName: row.sellerName,
      description: row.link?.description ?? '',
      amountCents: tx.amountCents,
      method: tx.method,
      installments: tx.installments,
      cardBrand: last4 ? tx.cardBrand : null,
      cardLast4: last4,
      paidAt: (tx.paidAt ?? new Date()).toISOString(),
    },
  };
}

/**
 * The order as the seller's message lists it, when there is more to it than one unit at the
 * link's price. A sale from before issue 40 kept no unit amount: one unit at what was charged.
 */
function orderOf(tx: {
  amountCents: number;
  quantity: number;
  unitAmountCents: number | null;
  couponCode: string | null;
  discountCents: number;
  customFields: readonly { label: string; value: string }[];
}): Paid['order'] {
  if (tx.quantity === 1 && !tx.couponCode && tx.customFields.length === 0) return null;
  return {
    quantity: tx.quantity,
    unitAmountCents: tx.unitAmountCents ?? tx.amountCents + tx.discountCents,
    coupon: tx.couponCode ? { code: tx.couponCode, discountCents: tx.discountCents } : null,
    fields: tx.customFields.map((f) => ({ label: String(f.label), value: String(f.value) })),
  };
}

/**
 * The payer's address: the first usable of those it may have given. The seller's is not checked
 * here: `enqueueMail` records a message it cannot send (`nao_enviavel`) and never throws, so
 * nothing in a message can undo the payment it announces (issue 35).
 */
const usable = (email: string | null | undefined) => (isMailable(email) ? email : null);

/** A payment became 'pago': the payer's receipt and the seller's 'Você recebeu um pagamento'. */
export async function enqueuePaidMail(db: Db, id: string): Promise<void> {
  const paid = await paymentOf(db, id);
  if (!paid) return;
  await receiptOf(db, paid);
  const tenant = { marketplaceId: paid.marketplaceId, sellerId: paid.sellerId };
  await enqueueMail(db, {
    kind: 'new_sale',
    to: paid.seller,
    eventKey: `sale:${id}`,
    data: paid.order ? { ...paid.data, order: paid.order } : paid.data,
    ...tenant,
  });
}

/**
 * A payment we had recorded 'pago' was reversed by the provider (it never completed): the seller
 * told of a sale and the payer sent a receipt each learn it did not happen, once per payment.
 */
export async function enqueueReversedMail(db: Db, id: string): Promise<void> {
  const paid = await paymentOf(db, id);
  if (!paid) return;
  // The kind's schema keeps the payment's facts and drops `paidAt`: it is no longer paid.
  const data = { ...paid.data, reversedAt: new Date().toISOString() };
  const tenant = { marketplaceId: paid.marketplaceId, sellerId: paid.sellerId };
  await enqueueMail(db, {
    kind: 'sale_reversed',
    to: paid.seller,
    eventKey: `reversed:${id}`,
    data,
    ...tenant,
  });
  if (paid.payer)
    await enqueueMail(db, {
      kind: 'payment_reversed',
      to: paid.payer,
      eventKey: `reversed:${id}`,
      data,
      ...tenant,
    });
}

/**
 * The receipt alone, for a paid PIX whose payer gave an address only after it was paid (the PIX
 * panel's 'Receber comprovante por e-mail'): the seller was told already.
 */
export async function enqueueReceiptMail(db: Db, id: string): Promise<void> {
  const paid = await paymentOf(db, id);
  if (paid) await receiptOf(db, paid);
}

async function receiptOf(db: Db, paid: Paid): Promise<void> {
  if (!paid.payer) return;
  await enqueueMail(db, {
    kind: 'payment_receipt',
    to: paid.payer,
    eventKey: `receipt:${paid.data.transactionId}`,
    data: paid.data,
    // The 'Ver comprovante' link's token travels as the outbox's secret: never in `data`, never
    // shown in the back office, cleared once delivered (like a reset link's).
    secret: paid.documentToken,
    marketplaceId: paid.marketplaceId,
    sellerId: paid.sellerId,
  });
}

/**
 * A boleto was issued: the payer gets its line, amount, due date and our PDF, in the transaction
 * that records its codes, once per boleto (a replay or a re-read queues nothing new).
 */
export async function enqueueBoletoMail(db: Db, id: string, caps: AnonymousMailCaps): Promise<void> {
  const paid = await paymentOf(db, id);
  const [row] = await db
    .select({ boleto: transactions.boleto })
    .from(transactions)
    .where(eq(transactions.id, id))
    .limit(1);
  const facts = row?.boleto;
  if (!paid?.payer || !facts?.digitableLine) return;
  await enqueueMail(db, {
    kind: 'boleto_issued',
    to: paid.payer,
    eventKey: `boleto:${id}`,
    secret: paid.documentToken,
    marketplaceId: paid.marketplaceId,
    sellerId: paid.sellerId,
    // Anyone may issue a boleto on a public link to any address: its copy counts against the
    // address, the link and the seller; over a cap the boleto stands, its e-mail is not sent.
    anonymous: { linkId: paid.linkId ?? id, sellerId: paid.sellerId, caps },
    data: {
      nome: paid.data.nome,
      transactionId: id,
      sellerName: paid.data.sellerName,
      description: paid.data.description,
      amountCents: paid.data.amountCents,
      digitableLine: facts.digitableLine,
      dueDate: facts.dueDate,
    },
  });
}

/** A refund was recorded: the same payer learns how much of the payment comes back. */
export async function enqueueRefundMail(
  db: Db,
  refund: { id: string; transactionId: string; amountCents: number },
): Promise<void> {
  const paid = await paymentOf(db, refund.transactionId);
  if (!paid?.payer) return;
  await enqueueMail(db, {
    kind: 'refund_notice',
    to: paid.payer,
    eventKey: `refund:${refund.id}`,
    secret: paid.documentToken,
    marketplaceId: paid.marketplaceId,
    sellerId: paid.sellerId,
    data: { ...paid.data, refundedCents: refund.amountCents, refundedAt: new Date().toISOString() },
  });
}
