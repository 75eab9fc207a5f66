import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './context';
import { faultsPatchSchema, type Faults } from './faults';
import { expirePix, payPix } from './pix-charges';
import type { RequestLog } from './request-log';
import { reviewSeller } from './seller-review';
import { sellerReviewGaps } from './seller-documents';
import { reverseTransaction } from './void-charge';
import type { WebhookDispatcher } from './webhook-dispatcher';
import { transactionView } from './views';
import { badRequest, notFound, sendZoopError } from './zoop-reply';

type IdParams = { id: string };

/**
 * Test-only calls that are NOT part of Zoop's API: what a payer's bank or the passage of time would
 * do, fault switches, webhook flushing and a state reset.
 */
export function controlRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  faults: Faults,
  dispatcher: WebhookDispatcher,
  requests: RequestLog,
): void {
  const mid = ctx.opts.marketplaceId;

  for (const [action, apply] of [
    ['pay', payPix],
    ['expire', expirePix],
    ['reverse', reverseTransaction],
  ] as const) {
    app.post<{ Params: IdParams }>(`/transactions/:id/${action}`, async (req, reply) => {
      const tx = ctx.store.transactions.get(req.params.id);
      if (!tx) return notFound(reply, 'transaction');
      if (!apply(ctx, tx.id)) {
        return sendZoopError(
          reply,
          409,
          'invalid_request_error',
          'transaction_not_pending',
          `transaction is ${tx.status}`,
        );
      }
      return transactionView(mid, tx);
    });
  }

  // What Zoop's review team does: approve or refuse a seller (`seller.activated` / `seller.denied`).
  for (const [action, status] of [
    ['activate', 'active'],
    ['deny', 'denied'],
  ] as const) {
    app.post<{ Params: IdParams }>(`/sellers/:id/${action}`, async (req, reply) => {
      if (!reviewSeller(ctx, req.params.id, status)) return notFound(reply, 'seller');
      return { id: req.params.id, status };
    });
  }

  // What an operator at Zoop would still miss before approving (the approval stays theirs).
  app.get<{ Params: IdParams }>('/sellers/:id/review', async (req, reply) => {
    const seller = ctx.store.sellers.get(req.params.id);
    if (!seller) return notFound(reply, 'seller');
    const missing = sellerReviewGaps(ctx, seller.id);
    return { id: seller.id, status: seller.status, complete: missing.length === 0, missing };
  });

  app.get('/requests', async () => ({ requests: requests.entries }));

  app.get('/faults', async () => ({ api: faults.api, webhooks: faults.webhooks }));

  app.put('/faults', async (req, reply) => {
    const patch = faultsPatchSchema.safeParse(req.body);
    if (!patch.success) return badRequest(reply, 'invalid_parameter', 'Invalid faults');
    faults.set(patch.data);
    return { api: faults.api, webhooks: faults.webhooks };
  });

  app.post('/webhooks/flush', async () => {
    await dispatcher.flush();
    return { deliveries: dispatcher.deliveries };
  });

  app.get('/webhooks/deliveries', async () => ({ deliveries: dispatcher.deliveries }));

  app.post('/reset', async () => {
    await dispatcher.flush();
    for (const timer of ctx.timers.values()) clearTimeout(timer);
    ctx.timers.clear();
    ctx.store.reset();
    faults.reset();
    dispatcher.reset();
    requests.reset();
    return { reset: true };
  });
}
