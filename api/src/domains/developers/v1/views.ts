import type { NetPreviewLine } from '@pagora/shared';
import type {
  TransactionOrder,
  TransactionView,
  V1Link,
  V1NetLine,
  V1Order,
  V1Transaction,
} from '@pagora/shared/contracts';
import { boletoSettingsOf, checkoutSettingsOf, type LinkWithNames } from '../../links';

/** 'Você recebe' (issue 38) as /v1 names it: integer cents. */
const v1NetLine = (l: NetPreviewLine): V1NetLine => ({
  method: l.method,
  installments: l.installments,
  payerAmount: l.payerTotalCents,
  providerFee: l.providerFeeCents,
  providerFeePaidBySplit: l.feeCarriedBySplit,
  marketplaceFee: l.marketplaceFeeCents,
  splitAmount: l.splitCents,
  netAmount: l.netCents,
});

/**
 * A link as /v1 shows it: integer cents, the payer's URL on this deployment, and what the seller
 * keeps of a sale at its amount (`previewSavedLinks`).
 */
export const v1Link = (
  { link }: LinkWithNames,
  publicUrl: string,
  netLines: readonly NetPreviewLine[],
): V1Link => ({
  id: link.id,
  object: 'link',
  amount: link.amountCents,
  currency: 'BRL',
  description: link.description,
  paymentMethods: link.paymentMethods,
  boleto: boletoSettingsOf(link),
  status: link.status,
  sellerId: link.sellerId,
  url: `${publicUrl}/pay/${link.id}`,
  paidCount: link.paidCount,
  createdAt: link.createdAt.toISOString(),
  netPreview: netLines.map(v1NetLine),
  checkout: checkoutSettingsOf(link),
});

/** What the payer chose (issue 40) as /v1 and the webhooks name it: cents, answers by field key. */
export const v1Order = (o: TransactionOrder): V1Order => ({
  quantity: o.quantity,
  unitAmount: o.unitAmountCents,
  coupon: o.coupon ? { code: o.coupon.code, discount: o.coupon.discountCents } : null,
  fields: Object.fromEntries(o.fields.map((f) => [f.key, { label: f.label, value: f.value }])),
});

/** A transaction as /v1 shows it, from the history's view (no CPF, card by brand and last 4). */
export function v1Transaction(t: TransactionView): V1Transaction {
  // Keys belong to sellers and marketplaces, whose view always carries the net (a customer's
  // view leaves the seller's side out, and no key acts as a customer).
  if (t.netCents === undefined) throw new Error('a /v1 transaction view without the net amount');
  return {
    id: t.id,
    object: 'transaction',
    status: t.status,
    method: t.paymentMethod[0] ?? null,
    amount: t.amountCents,
    refundedAmount: t.refundedCents,
    netAmount: t.netCents,
    currency: 'BRL',
    installments: t.parcela_selecionada,
    linkId: t.pagamento?.id ?? null,
    sellerId: t.sellerId,
    customer: { name: t.cliente.nome, email: t.cliente.email },
    card: t.card,
    createdAt: t.data_criacao,
    paidAt: t.paidAt,
    order: v1Order(t.pedido),
  };
}
