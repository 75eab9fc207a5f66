import { z } from 'zod';
import { api } from '@pagora/shared/client';

/** One link as GET /api/payment/:userId lists it (the fields these screens read). */
export const paymentLinkSchema = z.looseObject({
  id: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  paymentMethods: z.array(z.string()),
  parcelasSemJuros: z.number().int(),
  status: z.string(),
  type: z.string(),
  data_criacao_pagamento: z.string(),
  seller: z.object({ id: z.string(), nome: z.string() }).optional(),
  marketplace: z.object({ id: z.string(), nome: z.string() }).optional(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const paymentLinksAnswerSchema = z.object({ payments: z.array(paymentLinkSchema) });

/** The admin's filters; the API ignores them for other roles. */
export const paymentLinkFiltersSchema = z.object({
  marketplaceId: z.string().optional(),
  sellerId: z.string().optional(),
});
export type PaymentLinkFilters = z.infer<typeof paymentLinkFiltersSchema>;

/** GET /api/payment/:userId — the caller's links, newest first (an admin's: all, filtered). */
export async function getPaymentLinks(userId: string, filters: PaymentLinkFilters = {}): Promise<PaymentLink[]> {
  const params = Object.fromEntries(Object.entries(paymentLinkFiltersSchema.parse(filters)).filter(([, v]) => v));
  const { data } = await api.get<unknown>(`/payment/${encodeURIComponent(userId)}`, { params });
  return paymentLinksAnswerSchema.parse(data).payments;
}
