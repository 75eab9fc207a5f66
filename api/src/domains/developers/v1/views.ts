import type { NetPreviewLine } from '@pagora/shared';
import type { TransactionView, V1Link, V1NetLine, V1Transaction } from '@pagora/shared/contracts';
import { boletoSettingsOf, type LinkWithNames } from '../../links';

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
  };
}
