import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { v1Contract as c } from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import { on } from '../../../platform/http/route';
import { listSubscriptions } from '../../billing';
import { buyerPage } from '../../buyers';
import { createOnce } from '../../idempotency';
import {
  createPaymentLink,
  findLink,
  linkScope,
  listPaymentLinks,
  previewSavedLinks,
  removePaymentLink,
  type LinkWithNames,
} from '../../links';
import { listTransactions, loadOwnTransaction, refundOwnTransaction } from '../../transactions';
import { requireScope } from '../key-auth';
import { v1AnticipationRoutes } from './anticipations';
import { v1StatementRoutes } from './statement';
import { callerOf, guardV1 } from './guard';
import { v1Link, v1Transaction } from './views';

const LINK_NOT_FOUND = 'Link de pagamento não encontrado.';
const idempotencyHeader = z.looseObject({ 'idempotency-key': z.string().optional() });

/**
 * The public API under `/v1` (docs/api.md): the key's owner is the caller, so every domain
 * function applies the same tenant checks as in the back office (another tenant's object: 404).
 */
export const v1Routes: FastifyPluginAsyncZod = async (app) => {
  guardV1(app);
  const { ctx } = app;
  const publicUrl = ctx.mail.publicUrl;
  await app.register(v1AnticipationRoutes);
  await app.register(v1StatementRoutes);
  const v1LinkOf = async (row: LinkWithNames) =>
    v1Link(row, publicUrl, (await previewSavedLinks(ctx, [row])).get(row.link.id) ?? []);

  const createLink = on(c.createLink);
  app.route({
    ...createLink,
    schema: { ...createLink.schema, headers: idempotencyHeader },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      requireScope(caller, 'links:write');
      const { amount, description, paymentMethods, sellerId, checkout } = request.body;
      const key = request.headers['idempotency-key'];
      const link = await createOnce(ctx, caller.principal, 'v1-links', key, request.body, async () =>
        v1LinkOf(
          await createPaymentLink(
            ctx,
            caller.principal,
            {
              amountCents: amount,
              description,
              paymentMethods,
              customerEmail: undefined,
              parcelasSemJuros: 0,
              splitPayments: [],
              // A boleto link made here gets the defaults (due in 3 days, no fee or interest).
              boleto: undefined,
              usage: 'multiplo',
              maxPayments: null,
              expiresAt: null,
              checkout,
            },
            sellerId,
          ),
        ),
      );
      return reply.status(201).send(link);
    },
  });

  app.route({
    ...on(c.listLinks),
    handler: async (request) => {
      const caller = callerOf(request);
      requireScope(caller, 'links:read');
      const { page, pageSize, q } = request.query;
      const who = caller.principal;
      const { rows, total } = await listPaymentLinks(ctx, who, who.userId, {
        page,
        pageSize,
        ...(q ? { q } : {}),
      });
      const previews = await previewSavedLinks(ctx, rows);
      const data = rows.map((r) => v1Link(r, publicUrl, previews.get(r.link.id) ?? []));
      return { data, total, page, pageSize };
    },
  });

  app.route({
    ...on(c.readLink),
    handler: async (request) => {
      const caller = callerOf(request);
      requireScope(caller, 'links:read');
      const found = await findLink(ctx.db, linkScope(caller.principal), request.params.id);
      if (!found) throw AppError.notFound(LINK_NOT_FOUND);
      return v1LinkOf(found);
    },
  });

  app.route({
    ...on(c.disableLink),
    handler: async (request) => {
      const caller = callerOf(request);
      requireScope(caller, 'links:write');
      await removePaymentLink(ctx, caller.principal, request.params.id);
      return { id: request.params.id, disabled: true as const };
    },
  });

  app.route({
    ...on(c.listTransactions),
    handler: async (request) => {
      const caller = callerOf(request);
      requireScope(caller, 'transactions:read');
      const who = caller.principal;
      const found = await listTransactions(ctx, who, who.userId, request.query);
      const { page, pageSize } = request.query;
      return { data: found.transactions.transacoes.map(v1Transaction), total: found.total, page, pageSize };
    },
  });

  app.route({
    ...on(c.readTransaction),
    handler: async (request) => {
      const caller = callerOf(request);
      requireScope(caller, 'transactions:read');
      return v1Transaction((await loadOwnTransaction(ctx, caller.principal, request.params.id)).view);
    },
  });

  const refund = on(c.refund);
  app.route({
    ...refund,
    schema: { ...refund.schema, headers: idempotencyHeader },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      requireScope(caller, 'refunds:write');
      const { transaction } = await refundOwnTransaction(
        ctx,
        caller.principal,
        request.params.id,
        request.body.amount,
        request.headers['idempotency-key'],
      );
      return reply.status(201).send(v1Transaction(transaction));
    },
  });

  app.route({
    ...on(c.listBuyers),
    handler: async (request) => {
      const caller = callerOf(request);
      requireScope(caller, 'buyers:read');
      return buyerPage(ctx, caller.principal, caller.principal.userId, request.query);
    },
  });

  app.route({
    ...on(c.listSubscriptions),
    handler: async (request) => {
      const caller = callerOf(request);
      requireScope(caller, 'subscriptions:read');
      return listSubscriptions(ctx, caller.principal, request.query);
    },
  });
};
