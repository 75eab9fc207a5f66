import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { sellerLedger, today } from './payout-sales';
import type { PayoutContext } from './payout-transfers';
import { receivableView, transferView } from './payout-views';
import { dateBound, pageQuery, upperBound } from './routes-events';
import { badRequest, listEnvelope, notFound } from './zoop-reply';

/**
 * Zoop's money-out lists, paged as its OpenAPI v1.1 pages receivables: `limit` 1-100 (default 20),
 * `offset`, `has_more`. A `limit` over 100 is refused (400), not clamped: the OpenAPI says "entre
 * 1 e 100" without saying which Zoop does, and a refusal shows a client that does not page at once,
 * where a clamp would hide its missing items. Transfers filter by `date_range[gte|lte]` on
 * `created_at` (as the 2025 clients send it; no public source documents the format: a day, an ISO
 * time or Unix seconds are taken).
 */

const transfersQuery = z.object({
  'date_range[gte]': dateBound.optional(),
  'date_range[lte]': dateBound.optional(),
  ...pageQuery,
});
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const receivablesQuery = z.object({
  'expected_on_range[gte]': day.optional(),
  'expected_on_range[lte]': day.optional(),
  status: z.enum(['paid', 'pending', 'refunded', 'canceled']).optional(),
  ...pageQuery,
});

const refuse = (reply: FastifyReply, error: z.ZodError) =>
  badRequest(
    reply,
    'invalid_parameter',
    'Invalid query',
    error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
  );

export function payoutListRoutes(app: FastifyInstance, p: PayoutContext): void {
  const { ctx, payouts } = p;
  const mid = ctx.opts.marketplaceId;
  const isSeller = (id: string) =>
    ctx.store.sellers.has(id) || (ctx.opts.adoptUnknownIds && /^[0-9a-f]{32}$/.test(id));

  const transfers = (req: { url: string; query: unknown }, reply: FastifyReply, owner: string | null) => {
    const q = transfersQuery.safeParse(req.query);
    if (!q.success) return refuse(reply, q.error);
    const raw = req.query as Record<string, string | undefined>;
    const from = q.data['date_range[gte]'] ?? -Infinity;
    const to = upperBound(raw['date_range[lte]'], q.data['date_range[lte]']) ?? Infinity;
    const all = [...payouts.transfers.values()]
      .filter((t) => {
        const at = new Date(t.createdAt).getTime();
        return (owner === null || t.owner === owner) && at >= from && at <= to;
      })
      .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
    const items = all.map((t) => transferView(mid, t));
    return listEnvelope(req.url.split('?')[0] ?? req.url, items, q.data.limit, q.data.offset);
  };

  app.get('/transfers', async (req, reply) => transfers(req, reply, null));

  app.get<{ Params: { id: string } }>('/sellers/:id/transfers', async (req, reply) =>
    isSeller(req.params.id) ? transfers(req, reply, req.params.id) : notFound(reply, 'seller'),
  );

  app.get<{ Params: { id: string } }>('/sellers/:id/receivables', async (req, reply) => {
    if (!isSeller(req.params.id)) return notFound(reply, 'seller');
    const q = receivablesQuery.safeParse(req.query);
    if (!q.success) return refuse(reply, q.error);
    const from = q.data['expected_on_range[gte]'] ?? '0000-01-01';
    const to = q.data['expected_on_range[lte]'] ?? '9999-12-31';
    const now = today(ctx);
    const items = sellerLedger(ctx, payouts, req.params.id)
      .receivables.filter((r) => r.expectedOn >= from && r.expectedOn <= to)
      .sort((a, b) => a.expectedOn.localeCompare(b.expectedOn))
      .map((r) => receivableView(req.params.id, r, now))
      .filter((r) => q.data.status === undefined || r.status === q.data.status);
    return listEnvelope(req.url.split('?')[0] ?? req.url, items, q.data.limit, q.data.offset);
  });
}
