import { centsToReais, type NetPreviewLine } from '@pagora/shared';
import type { LinkView } from '@pagora/shared/contracts';
import { ratePercent } from '../interest-plans';
import { boletoSettingsOf } from './boleto-settings';
import { checkoutSettingsOf } from './checkout-settings';
import { linkCanBePaid, linkClosure } from './link-closure';
import { netLineView } from './net-preview';
import type { LinkWithNames } from './repository';
import { SPLIT_WARNING_REMOVED } from './split-rules';

/**
 * A link as the back office sees it (the links contract's `linkViewSchema`), with what the seller
 * keeps of a sale at its amount (`previewSavedLinks`).
 */
export function linkView(
  { link, sellerNome, marketplaceNome, removedRecipients }: LinkWithNames,
  netLines: readonly NetPreviewLine[],
): LinkView {
  const removed = new Set(removedRecipients);
  return {
    id: link.id,
    seller_id: link.sellerId,
    marketplaceId: link.marketplaceId,
    description: link.description,
    amount: centsToReais(link.amountCents),
    amountCents: link.amountCents,
    customerEmail: link.customerEmail,
    paymentMethods: link.paymentMethods,
    boleto: boletoSettingsOf(link),
    parcelasSemJuros: link.parcelasSemJuros,
    splitPayments: link.splitRules.map((r) => ({
      recipient: r.recipientSellerId,
      percentage: ratePercent(r.percentageHundredths),
      liable: r.liable,
      charge_processing_fee: r.chargeProcessingFee,
      ...(removed.has(r.recipientSellerId) ? { recipientRemoved: true } : {}),
    })),
    ...(removed.size > 0 ? { splitWarning: SPLIT_WARNING_REMOVED } : {}),
    status: link.status,
    type: link.type,
    id_juros: link.interestPlanId,
    usage: link.usage,
    maxPayments: link.maxPayments,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    paidCount: link.paidCount,
    closed: linkClosure(link),
    payable: linkCanBePaid(link),
    data_criacao_pagamento: link.createdAt.toISOString(),
    updatedAt: link.updatedAt.toISOString(),
    seller: { id: link.sellerId, nome: sellerNome },
    marketplace: { id: link.marketplaceId, nome: marketplaceNome },
    voce_recebe: netLines.map(netLineView),
    checkout: checkoutSettingsOf(link),
  };
}
