import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { movementView, sellerMovements } from './balance-history';
import type { PayoutContext } from './payout-transfers';
import {
  payDuePrepayments,
  prepaymentInfoView,
  prepaymentView,
  quotePrepayment,
  requestPrepayment,
  type PrepaymentSelection,
} from './prepayments';
import { pageQuery } from './routes-events';
import { isBusinessDay, nextBusinessDay } from './payout-calendar';
import { today } from './payout-sales';
import { badRequest, listEnvelope, notFound, sendZoopError } from './zoop-reply';

/**
 * Zoop's seller-money endpoints (issue 38): the account history (`created_date_range[gte|lte]`,
 * VIT `IBalanceQuery`) and antecipação (VIT `prepayments/services.ts`: `/sellers/{id}/prepayments/info`
 * to simulate, `POST /prepayments`, `/prepayments/{id}`, `/sellers/{id}/prepayments`), paged like
 * Zoop's other lists. A marketplace without antecipação is refused 403 `prepayment_not_enabled`
 * (assumed: no public source shows Zoop's answer).
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const historyQuery = z.object({
  'created_date_range[gte]': day.optional(),
  'created_date_range[lte]': day.optional(),
  ...pageQuery,
});
const infoQuery = z.object({
  target_amount: z.coerce.number().int().positive().optional(),
  'expected_on_range[gte]': day.optional(),
  'expected_on_range[lte]': day.optional(),
});
const requestBody = z.object({
  customer: z.string().min(1),
  prepayment_date: day.optional(),
  target_amount: z.number().int().positive().optional(),
  min_expected_date: day.optional(),
  max_expected_date: day.optional(),
  auto_commit: z.boolean().optional(),
});

/** An amount, or both ends of the expected-date range: exactly one of the two. */
function selectionOf(amount?: number, from?: string, to?: string): PrepaymentSelection | null {
  if (amount !== undefined) return from === undefined && to === undefined ? { amountCents: amount } : null;
  return from !== undefined && to !== undefined && from <= to ? { from, to } : null;
}
const BAD_SELECTION = 'target_amount, or expected dates from and to';

const invalid = (reply: FastifyReply, error: z.ZodError) =>
  badRequest(
    reply,
    'invalid_parameter',
    'Invalid parameters',
    error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
  );

export function moneyRoutes(app: FastifyInstance, p: PayoutContext): void {
  const { ctx, payouts } = p;
  const mid = ctx.opts.marketplaceId;
  const isSeller = (id: string) =>
    ctx.store.sellers.has(id) || (ctx.opts.adoptUnknownIds && /^[0-9a-f]{32}$/.test(id));
  const disabled = (reply: FastifyReply) =>
    sendZoopError(
      reply,
      403,
      'invalid_request_error',
      'prepayment_not_enabled',
      'Prepayment is not enabled for this marketplace',
    );

  // What the clock brought due is paid before any answer shows it (`advanceDays` does it too).
  app.addHook('onRequest', async () => payDuePrepayments(p));

  app.get<{ Params: { id: string } }>('/sellers/:id/balances/history', async (req, reply) => {
    if (!isSeller(req.params.id)) return notFound(reply, 'seller');
    const q = historyQuery.safeParse(req.query);
    if (!q.success) return invalid(reply, q.error);
    const from = q.data['created_date_range[gte]'] ?? '0000-01-01';
    const to = q.data['created_date_range[lte]'] ?? '9999-12-31';
    const items = sellerMovements(ctx, payouts, req.params.id)
      .filter((m) => m.date >= from && m.date <= to)
      .map(movementView);
    return listEnvelope(req.url.split('?')[0] ?? req.url, items, q.data.limit, q.data.offset);
  });

  app.get<{ Params: { id: string } }>('/sellers/:id/prepayments/info', async (req, reply) => {
    if (!ctx.money.prepaymentEnabled) return disabled(reply);
    if (!isSeller(req.params.id)) return notFound(reply, 'seller');
    const q = infoQuery.safeParse(req.query);
    if (!q.success) return invalid(reply, q.error);
    const selection = selectionOf(
      q.data.target_amount,
      q.data['expected_on_range[gte]'],
      q.data['expected_on_range[lte]'],
    );
    if (!selection) return badRequest(reply, 'invalid_parameter', BAD_SELECTION);
    return prepaymentInfoView(req.params.id, quotePrepayment(p, req.params.id, selection));
  });

  app.post('/prepayments', async (req, reply) => {
    if (!ctx.money.prepaymentEnabled) return disabled(reply);
    const b = requestBody.safeParse(req.body);
    if (!b.success) return invalid(reply, b.error);
    const selection = selectionOf(b.data.target_amount, b.data.min_expected_date, b.data.max_expected_date);
    if (!selection) return badRequest(reply, 'invalid_parameter', BAD_SELECTION);
    if (!isSeller(b.data.customer)) return notFound(reply, 'seller');
    const earliest = nextBusinessDay(today(ctx));
    const date = b.data.prepayment_date ?? earliest;
    if (date < earliest || !isBusinessDay(date))
      return badRequest(
        reply,
        'invalid_parameter',
        `prepayment_date must be a business day from ${earliest}`,
      );
    const quote = quotePrepayment(p, b.data.customer, selection, date);
    if (quote.receivables.length === 0)
      return sendZoopError(
        reply,
        400,
        'invalid_request_error',
        'no_prepayable_receivables',
        'No receivables to prepay',
      );
    return reply.code(201).send(prepaymentView(mid, requestPrepayment(p, b.data.customer, quote)));
  });

  app.get<{ Params: { id: string } }>('/prepayments/:id', async (req, reply) => {
    if (!ctx.money.prepaymentEnabled) return disabled(reply);
    const pp = ctx.money.prepayments.get(req.params.id);
    return pp ? prepaymentView(mid, pp) : notFound(reply, 'prepayment');
  });

  app.get<{ Params: { id: string } }>('/sellers/:id/prepayments', async (req, reply) => {
    if (!ctx.money.prepaymentEnabled) return disabled(reply);
    if (!isSeller(req.params.id)) return notFound(reply, 'seller');
    const q = z.object(pageQuery).safeParse(req.query);
    if (!q.success) return invalid(reply, q.error);
    const items = [...ctx.money.prepayments.values()]
      .filter((pp) => pp.customer === req.params.id)
      .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
      .map((pp) => prepaymentView(mid, pp));
    return listEnvelope(req.url.split('?')[0] ?? req.url, items, q.data.limit, q.data.offset);
  });
}
