import { centsToDecimalString } from '@pagora/shared';
import type { TransactionView } from '@pagora/shared/contracts';
import type { Principal } from '../../platform/principal';
import { disputeFiguresOf, netOf } from './figures';
import { orderOf } from './order-view';
import type { TxWithNames } from './repository';

export type { TxWithNames };

/** Callers who manage several tenants see each row's seller and marketplace. */
const managesTenants = (who: Principal) => who.cargo === 'admin' || who.cargo === 'marketplace';
/** Anyone who is not staff is the payer: they see what they paid and to whom, not the seller's side. */
export const isPayer = (who: Principal) =>
  who.cargo !== 'admin' && who.cargo !== 'marketplace' && who.cargo !== 'seller';

/**
 * Spec 000 "Transaction": money as exact "123.45" strings; the net is the one definition (figures.ts)
 * that the CSV and /v1 show too, so no screen recomputes it. The seller
 * and marketplace names are for the callers who manage several (admin, marketplace). A customer's
 * answer leaves out the seller's side (net, fees, the provider's id) and names the seller instead.
 */
export function transactionView(row: TxWithNames, who: Principal): TransactionView {
  const { tx } = row;
  const facts = { ...tx, splitRules: row.splitRules };
  const netCents = netOf(facts);
  const payer = isPayer(who);
  return {
    id: tx.id,
    status: tx.status,
    valor: centsToDecimalString(tx.amountCents),
    ...(payer
      ? {}
      : {
          valor_liquido: centsToDecimalString(netCents),
          netCents,
          feesCents: tx.feesCents,
          ...disputeFiguresOf(facts),
          transacao_id_zoop: tx.providerId,
        }),
    amountCents: tx.amountCents,
    refundedCents: tx.refundedCents,
    valor_estornado: centsToDecimalString(tx.refundedCents),
    parcela_selecionada: tx.installments,
    data_criacao: tx.createdAt.toISOString(),
    paidAt: tx.paidAt?.toISOString() ?? null,
    paymentMethod: [tx.method],
    cliente: { nome: tx.payerName, email: tx.payerEmail, telefone: tx.payerPhone, endereco: null },
    card: tx.method === 'credit_card' ? { brand: tx.cardBrand, last4: tx.cardLast4 } : null,
    pagamento:
      tx.linkId && row.linkDescription !== null
        ? {
            id: tx.linkId,
            valor: centsToDecimalString(row.linkAmountCents ?? tx.amountCents),
            description: row.linkDescription,
            data_criacao_pagamento: (row.linkCreatedAt ?? tx.createdAt).toISOString(),
          }
        : null,
    description: row.description,
    sellerId: tx.sellerId,
    customerName: tx.payerName,
    customerEmail: tx.payerEmail,
    late: tx.latePayment ? { reviewedAt: tx.lateReviewedAt?.toISOString() ?? null } : null,
    ...(managesTenants(who) || payer ? { seller: { id: tx.sellerId, nome: row.sellerNome } } : {}),
    ...(managesTenants(who) ? { marketplace: { id: tx.marketplaceId, nome: row.marketplaceNome } } : {}),
    // Every caller: the payer typed it, the seller fulfils it.
    pedido: orderOf(tx),
  };
}
