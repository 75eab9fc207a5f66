import type { FastifyInstance, FastifyReply } from 'fastify';
import { type EngineResult, createCardTransaction } from './card-charges';
import type { SandboxContext } from './context';
import { createPixTransaction } from './pix-charges';
import { createBoletoTransaction } from './boleto-charges';
import { createTransactionSchema, listQuerySchema, voidSchema } from './transaction-input';
import { voidTransaction } from './void-charge';
import { transactionView } from './views';
import { badRequest, listEnvelope, notFound, sendZoopError } from './zoop-reply';
import { z } from 'zod';

type IdParams = { id: string };

/** `adoptUnknownIds` (the demo only): a seller id the sandbox never issued becomes an active seller. */
export function adoptSeller(ctx: SandboxContext, id: string): void {
  ctx.store.save('seller', {
    id,
    resource: 'seller',
    type: 'business',
    displayName: ctx.opts.merchantName,
    taxpayerId: '',
    email: '',
    status: 'active',
    defaultCard: null,
    createdAt: ctx.opts.now(),
  });
}

function reasonsOf(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

export function sendResult(ctx: SandboxContext, reply: FastifyReply, result: EngineResult) {
  if (result.error) return reply.code(result.status).send(result.error);
  return reply.code(result.status).send(result.tx ? transactionView(ctx.opts.marketplaceId, result.tx) : {});
}

/** Zoop's `/transactions` surface: create (card or PIX), list with filters, read, void. */
export function transactionRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const mid = ctx.opts.marketplaceId;

  app.post('/transactions', async (req, reply) => {
    const parsed = createTransactionSchema.safeParse(req.body);
    if (!parsed.success)
      return badRequest(reply, 'missing_required_param', 'Invalid transaction', reasonsOf(parsed.error));
    const body = parsed.data;
    if (!ctx.store.sellers.has(body.on_behalf_of)) {
      if (!ctx.opts.adoptUnknownIds || !/^[0-9a-f]{32}$/.test(body.on_behalf_of))
        return badRequest(reply, 'invalid_parameter', `seller ${body.on_behalf_of} not found`);
      adoptSeller(ctx, body.on_behalf_of);
    }
    // Zoop charges only for an approved seller.
    if (ctx.store.sellers.get(body.on_behalf_of)?.status !== 'active')
      return sendZoopError(
        reply,
        402,
        'invalid_request_error',
        'seller_authorization_refused',
        'The seller is not authorized to process transactions',
      );
    if (body.payment_type === 'credit') return sendResult(ctx, reply, createCardTransaction(ctx, body));
    if (body.payment_type === 'pix') return sendResult(ctx, reply, createPixTransaction(ctx, body));
    if (body.payment_type === 'boleto') return sendResult(ctx, reply, createBoletoTransaction(ctx, body));
    return badRequest(
      reply,
      'unsupported_payment_type',
      `payment_type ${body.payment_type} is not supported by the sandbox`,
    );
  });

  app.get('/transactions', async (req, reply) => {
    const parsed = listQuerySchema.safeParse(req.query);
    if (!parsed.success)
      return badRequest(reply, 'invalid_parameter', 'Invalid query', reasonsOf(parsed.error));
    const q = parsed.data;
    const matching = [...ctx.store.transactions.values()]
      .filter(
        (tx) =>
          (q.reference_id === undefined || tx.referenceId === q.reference_id) &&
          (q.status === undefined || tx.status === q.status),
      )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    if (q.sort === 'time-descending') matching.reverse();
    const items = matching.map((tx) => transactionView(mid, tx));
    return listEnvelope(`/v1/marketplaces/${mid}/transactions`, items, q.limit, q.offset);
  });

  app.get<{ Params: IdParams }>('/transactions/:id', async (req, reply) => {
    const tx = ctx.store.transactions.get(req.params.id);
    return tx ? transactionView(mid, tx) : notFound(reply, 'transaction');
  });

  app.post<{ Params: IdParams }>('/transactions/:id/void', async (req, reply) => {
    const parsed = voidSchema.safeParse(req.body ?? {});
    if (!parsed.success)
      return sendZoopError(reply, 400, 'invalid_request_error', 'invalid_parameter', 'Invalid void');
    return sendResult(
      ctx,
      reply,
      voidTransaction(ctx, req.params.id, parsed.data.on_behalf_of, parsed.data.amount),
    );
  });
}
