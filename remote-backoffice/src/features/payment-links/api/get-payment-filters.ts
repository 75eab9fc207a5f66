import { z } from 'zod';
import { api } from '@pagora/shared/client';

export const paymentFiltersSchema = z.object({
  marketplaces: z.array(z.object({ id: z.string(), nome: z.string() })),
  sellers: z.array(z.object({ id: z.string(), nome: z.string(), marketplaceId: z.string() })),
});
export type PaymentFilterOptions = z.infer<typeof paymentFiltersSchema>;

/** GET /api/payment-filters (admin) — the options of the marketplace and seller filters. */
export async function getPaymentFilters(): Promise<PaymentFilterOptions> {
  const { data } = await api.get<unknown>('/payment-filters');
  return paymentFiltersSchema.parse(data);
}
