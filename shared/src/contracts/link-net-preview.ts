import { z } from 'zod';
import { createPaymentLinkSchema, PAYMENT_METHOD_IDS } from '@pagora/shared';
import { endpoint } from './endpoint';

/** Money on the wire as the transaction view shows it: reais with two decimals, exact ("123.45"). */
const reaisString = z.string().regex(/^-?\d+\.\d{2}$/);
const cents = z.number().int();

/**
 * 'Você recebe' (issue 38, docs/fees.md): one line per method, and for the card per installment
 * count, of what the seller keeps of a sale of the link at the contracted rates. Each figure as
 * reais and as exact cents, like the transaction view.
 */
export const netLineViewSchema = z.object({
  metodo: z.enum(PAYMENT_METHOD_IDS),
  parcelas: z.number().int(),
  total_pagador: reaisString,
  totalPagadorCents: cents,
  taxa_provedor: reaisString,
  taxaProvedorCents: cents,
  /** True when a split recipient carries the provider's fee (it is not taken from the seller). */
  taxa_paga_pelo_split: z.boolean(),
  taxa_marketplace: reaisString,
  taxaMarketplaceCents: cents,
  repasses: reaisString,
  repassesCents: cents,
  voce_recebe: reaisString,
  voceRecebeCents: cents,
});
export type NetLineView = z.infer<typeof netLineViewSchema>;

/** The same figures as /v1 names them: integer cents, English keys. */
export const v1NetLineSchema = z.object({
  method: z.enum(PAYMENT_METHOD_IDS),
  installments: z.number().int(),
  payerAmount: cents,
  providerFee: cents,
  providerFeePaidBySplit: z.boolean(),
  marketplaceFee: cents,
  splitAmount: cents,
  netAmount: cents,
});
export type V1NetLine = z.infer<typeof v1NetLineSchema>;

export const linkNetPreviewContract = {
  netPreview: endpoint({
    method: 'POST',
    path: '/links/net-preview',
    tag: 'links',
    summary:
      'What the seller keeps of a link being written, per method and installment count, at the contracted rates. Saves nothing.',
    // A marketplace owner or an admin previews for one of its sellers, as link creation names it;
    // an id that is no seller's gets creation's pt-BR answer from the route.
    query: z.object({ sellerId: z.string().max(64).optional() }),
    body: createPaymentLinkSchema,
    response: { 200: z.object({ voce_recebe: z.array(netLineViewSchema) }) },
  }),
};
