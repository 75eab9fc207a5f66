import { z } from 'zod';
import { REPORT_PERIODS } from '@pagora/shared';
import { endpoint } from './endpoint';
import { emptyToUndefined, sellerErrors } from './sellers';

/** Seller report (spec 001 section 2.2): window from midnight / 7 days / 1 month, Sao Paulo. */
export const sellerReportSchema = z.object({
  seller: z.object({ id: z.string(), nome: z.string(), email: z.string(), marketplaceId: z.string() }),
  period: z.enum(REPORT_PERIODS),
  from: z.string(),
  to: z.string(),
  /** Total de Vendas: paid sales in the window. */
  totalVendas: z.number().int(),
  /** Receita Total: paid amount net of refunds. */
  receitaTotal: z.number(),
  receitaTotalCents: z.number().int(),
  /** Ticket Médio: revenue / sales, rounded to the cent (0 without sales). */
  ticketMedio: z.number(),
  ticketMedioCents: z.number().int(),
  /** Line chart: one point per hour (day) or per day (week, month), empty buckets included. */
  series: z.array(
    z.object({
      label: z.string(),
      count: z.number().int(),
      receitaCents: z.number().int(),
      receita: z.number(),
    }),
  ),
  /** Pie chart: paid sales per payment method. */
  metodos: z.array(
    z.object({
      method: z.string(),
      count: z.number().int(),
      receitaCents: z.number().int(),
      receita: z.number(),
    }),
  ),
});
export type SellerReport = z.infer<typeof sellerReportSchema>;

export const sellerReportContract = {
  report: endpoint({
    method: 'GET',
    path: '/seller-report/:sellerId',
    tag: 'sellers',
    params: z.object({ sellerId: z.string().max(64) }),
    query: z.object({
      period: z.preprocess(
        emptyToUndefined,
        z.enum(REPORT_PERIODS, { error: 'Período inválido.' }).default('day'),
      ),
    }),
    response: { 200: z.object({ dados: sellerReportSchema }), ...sellerErrors },
  }),
};
