import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { backdateCharge } from './backdate';
import { sellerLedger, today } from './payout-sales';
import {
  advanceDays,
  delayTransfer,
  finishTransfer,
  isOpenTransfer,
  type PayoutContext,
} from './payout-transfers';
import { badRequest, notFound, sendZoopError } from './zoop-reply';

type IdParams = { id: string };

const clockBody = z.object({ days: z.number().int().min(1).max(3660) });
const failBody = z.object({
  reason: z.string().min(1).max(200).default('Conta de destino recusou o crédito'),
});

/**
 * Test-only money-out calls, NOT part of Zoop's API: the sandbox's clock (so tests see receivables
 * settle), a paid charge placed in the past (the demo's history, backdate.ts), a seller's ledger at
 * a glance, and the bank's answer to a transfer.
 */
export function payoutControlRoutes(app: FastifyInstance, p: PayoutContext): void {
  app.get('/clock', async () => ({ today: today(p.ctx), offsetDays: p.payouts.offsetDays }));

  app.post('/clock', async (req, reply) => {
    const b = clockBody.safeParse(req.body);
    if (!b.success)
      return badRequest(reply, 'invalid_parameter', 'days must be a whole number from 1 to 3660');
    return { today: advanceDays(p, b.data.days), offsetDays: p.payouts.offsetDays };
  });

  app.post<{ Params: IdParams }>('/transactions/:id/backdate', async (req, reply) => {
    const b = clockBody.safeParse(req.body);
    if (!b.success)
      return badRequest(reply, 'invalid_parameter', 'days must be a whole number from 1 to 3660');
    const done = backdateCharge(p.ctx, req.params.id, b.data.days);
    if (done === 'missing') return notFound(reply, 'transaction');
    if (done === 'refused')
      return sendZoopError(
        reply,
        409,
        'invalid_request_error',
        'transaction_not_settled',
        'not a settled card charge',
      );
    return { id: req.params.id, backdatedDays: b.data.days };
  });

  app.get<{ Params: IdParams }>('/sellers/:id/ledger', async (req) => {
    const { balance } = sellerLedger(p.ctx, p.payouts, req.params.id);
    return { today: today(p.ctx), ...balance };
  });

  for (const action of ['succeed', 'fail', 'delay'] as const) {
    app.post<{ Params: IdParams }>(`/transfers/:id/${action}`, async (req, reply) => {
      const t = p.payouts.transfers.get(req.params.id);
      if (!t) return notFound(reply, 'transfer');
      if (!isOpenTransfer(t))
        return sendZoopError(
          reply,
          409,
          'invalid_request_error',
          'transfer_not_pending',
          `transfer is ${t.status}`,
        );
      const b = failBody.safeParse(req.body ?? {});
      if (!b.success) return badRequest(reply, 'invalid_parameter', 'Invalid reason');
      if (action === 'delay') delayTransfer(p, t);
      else finishTransfer(p, t, action === 'fail' ? b.data.reason : null);
      return { id: t.id, status: t.status, failure_reason: t.failureReason };
    });
  }
}
