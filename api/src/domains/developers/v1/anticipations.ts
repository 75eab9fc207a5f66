import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  anticipationRequestSchema,
  v1AnticipationContract as c,
  type Anticipation,
  type AnticipationQuote,
  type AnticipationRequest,
  type V1AnticipationRequest,
} from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import { on } from '../../../platform/http/route';
import { confirmAnticipation, providerQuote, quoteView, readAnticipation } from '../../anticipation';
import { sellerInScope } from '../../payouts';
import { requireScope } from '../key-auth';
import { callerOf } from './guard';

const idempotencyHeader = z.looseObject({ 'idempotency-key': z.string().optional() });

/** `/v1`'s names → the back office's request, checked by the same schema (its pt-BR messages). */
function requestOf(body: V1AnticipationRequest): AnticipationRequest {
  const parsed = anticipationRequestSchema.safeParse({
    sellerId: body.sellerId,
    valor: body.amount,
    de: body.expectedFrom,
    ate: body.expectedTo,
  });
  if (!parsed.success) throw AppError.badRequest(parsed.error.issues[0]!.message, 'amount');
  return parsed.data;
}

const figures = (a: AnticipationQuote) => ({
  sellerId: a.sellerId,
  amount: a.grossCents,
  fee: a.feeCents,
  net: a.netCents,
  currency: 'BRL' as const,
  prepaymentDate: a.prepaymentDate,
  receivables: a.receivables,
});

export const v1Anticipation = (a: Anticipation) => ({
  id: a.id,
  object: 'anticipation' as const,
  status: a.status,
  refusalReason: a.refusalReason,
  ...figures(a),
  createdAt: a.createdAt,
  paidAt: a.paidAt,
});

/**
 * Antecipação on `/v1` (issue 38), registered inside `v1Routes` (its key guard applies): the
 * back office's domain functions with the key owner as the caller, so the same tenant checks.
 */
export const v1AnticipationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...on(c.quote),
    handler: async (request) => {
      const caller = callerOf(request);
      requireScope(caller, 'anticipations:write');
      const r = requestOf(request.body);
      const seller = await sellerInScope(ctx.db, caller.principal, r.sellerId);
      return {
        object: 'anticipation_quote' as const,
        ...figures(quoteView(seller.id, await providerQuote(ctx, seller, r))),
      };
    },
  });

  app.route({
    ...on(c.create),
    schema: { ...on(c.create).schema, headers: idempotencyHeader },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      requireScope(caller, 'anticipations:write');
      const key = request.headers['idempotency-key'];
      const { anticipation } = await confirmAnticipation(ctx, caller.principal, key, requestOf(request.body));
      return reply.code(201).send(v1Anticipation(anticipation));
    },
  });

  app.route({
    ...on(c.read),
    handler: async (request) => {
      const caller = callerOf(request);
      requireScope(caller, 'anticipations:read');
      return v1Anticipation(await readAnticipation(ctx, caller.principal, request.params.id));
    },
  });
};
