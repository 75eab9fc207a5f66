import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from './context';
import { badRequest, listEnvelope } from './zoop-reply';

/**
 * Zoop's event list (`GET /v1/marketplaces/{mp}/events`, read by the 2025 clients of issue 36):
 * every event the sandbox emitted, delivered or not, in the envelope its webhooks deliver (id,
 * type, resource `event`, created_at, payload.object). No public Zoop source documents the
 * filters: `date_range[gte|lte]`, `limit` 1-100, `offset` and `sort` are those of Zoop's other
 * lists (its OpenAPI for transactions and receivables).
 */

/** A bound as Zoop's lists are sent it: a day, an ISO time or Unix seconds. */
export const dateBound = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?|\d{9,11})$/)
  .transform((v) => (/^\d+$/.test(v) ? Number(v) * 1000 : Date.parse(v.replace(' ', 'T'))))
  .pipe(z.number().finite());

/** An `lte` covers the whole of its unit: a day's last millisecond, or a whole second. */
export function upperBound(raw: string | undefined, ms: number | undefined): number | undefined {
  if (ms === undefined || raw === undefined) return ms;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) return ms + 86_399_999;
  return raw.includes('.') ? ms : ms + 999;
}

// No public Zoop source: a `limit` over 100 is refused rather than clamped (routes-payout-lists.ts).
/** Zoop's list paging: `limit` 1-100 (a larger one is refused, not clamped: see pageQuery). */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
};

const eventsQuery = z.object({
  'date_range[gte]': dateBound.optional(),
  'date_range[lte]': dateBound.optional(),
  sort: z.enum(['time-ascending', 'time-descending']).default('time-descending'),
  ...pageQuery,
});

export function eventRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const mid = ctx.opts.marketplaceId;
  app.get('/events', async (req, reply) => {
    const q = eventsQuery.safeParse(req.query);
    if (!q.success)
      return badRequest(
        reply,
        'invalid_parameter',
        'Invalid query',
        q.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      );
    const raw = req.query as Record<string, string | undefined>;
    const from = q.data['date_range[gte]'] ?? -Infinity;
    const to = upperBound(raw['date_range[lte]'], q.data['date_range[lte]']) ?? Infinity;
    const events = [...ctx.store.events.values()]
      .filter((e) => {
        const at = new Date(e.createdAt).getTime();
        return at >= from && at <= to;
      })
      .sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
    if (q.data.sort === 'time-descending') events.reverse();
    return listEnvelope(
      `/v1/marketplaces/${mid}/events`,
      events.map((e) => e.body),
      q.data.limit,
      q.data.offset,
    );
  });
}
