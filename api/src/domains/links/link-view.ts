import { z } from 'zod';
import { centsToReais, LINK_PAYMENT_METHODS } from '@pagora/shared';
import { ratePercent } from '../interest-plans/user-juros';
import type { LinkWithNames } from './repository';
import { LINK_STATUSES, LINK_TYPES } from './tables';

/** A link as the back office sees it (spec 000 "Payment link"); the payer gets `payer-view.ts`. */
export const linkViewSchema = z.object({
  id: z.string(),
  seller_id: z.string(),
  marketplaceId: z.string(),
  description: z.string(),
  /** Reais with two decimals, as the spec's screens read it; `amountCents` is the exact value. */
  amount: z.number(),
  amountCents: z.number().int(),
  customerEmail: z.string().nullable(),
  paymentMethods: z.array(z.enum(LINK_PAYMENT_METHODS)),
  parcelasSemJuros: z.number().int(),
  splitPayments: z.array(
    z.object({
      recipient: z.string(),
      percentage: z.number(),
      liable: z.boolean(),
      charge_processing_fee: z.boolean(),
    }),
  ),
  status: z.enum(LINK_STATUSES),
  type: z.enum(LINK_TYPES),
  id_juros: z.string().nullable(),
  data_criacao_pagamento: z.string(),
  updatedAt: z.string(),
  seller: z.object({ id: z.string(), nome: z.string() }),
  marketplace: z.object({ id: z.string(), nome: z.string() }),
});
export type LinkView = z.infer<typeof linkViewSchema>;

export function linkView({ link, sellerNome, marketplaceNome }: LinkWithNames): LinkView {
  return {
    id: link.id,
    seller_id: link.sellerId,
    marketplaceId: link.marketplaceId,
    description: link.description,
    amount: centsToReais(link.amountCents),
    amountCents: link.amountCents,
    customerEmail: link.customerEmail,
    paymentMethods: link.paymentMethods,
    parcelasSemJuros: link.parcelasSemJuros,
    splitPayments: link.splitRules.map((r) => ({
      recipient: r.recipientSellerId,
      percentage: ratePercent(r.percentageHundredths),
      liable: r.liable,
      charge_processing_fee: r.chargeProcessingFee,
    })),
    status: link.status,
    type: link.type,
    id_juros: link.interestPlanId,
    data_criacao_pagamento: link.createdAt.toISOString(),
    updatedAt: link.updatedAt.toISOString(),
    seller: { id: link.sellerId, nome: sellerNome },
    marketplace: { id: link.marketplaceId, nome: marketplaceNome },
  };
}
