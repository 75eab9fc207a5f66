import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketplaceUpdateSchema, sellerEditSchema } from '@pagora/shared';
import {
  clientesContract,
  sellerReportContract,
  ACCOUNT_INVITE_MESSAGES,
  sellersContract as c,
  SELLER_MESSAGES as M,
  type ClienteRecord,
} from '@pagora/shared/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error';
import { ALL_KEYS } from '../../platform/notified-cache';
import { heavyRead } from '../../platform/db/read-pool';
import { on } from '../../platform/http/route';
import { withSpecErrorField } from '../../platform/http/spec-error-field';
import { createOnce } from '../idempotency';
import { requirePrincipal, type Principal } from '../../platform/principal';
import type { AppContext } from '../../platform/context';
import { registerSeller, removeSeller, softRemoveSeller, updateSeller } from './manage';
import { recordProviderStatus } from '../accounts';
import {
  findMarketplace,
  marketplaceRecord,
  marketplaceRows,
  removeMarketplace,
  updateMarketplace,
} from '../marketplaces';
import { onboardingRoutes } from './onboarding-routes';
import { sellerReport } from './report';
import { findSeller, listSellers, sellerRows } from './repository';
import { marketplaceScope, visibleSeller } from './scope';
import { sellerRecord } from './views';
import { resendSellerInvitation, sellerView, withInvitations } from './invite';
import { gateway } from '../gateway';

const MANAGERS = ['admin', 'marketplace'] as const;
/** Sellers read their own record (GET /seller/:id, /cliente/:id); customers get 403. */
const READERS = ['admin', 'marketplace', 'seller'] as const;

async function sellerPage(
  ctx: AppContext,
  who: Principal,
  q: {
    page: number;
    pageSize: number;
    q?: string | undefined;
    marketplaceId?: string | undefined;
    removidos?: 'true' | 'false' | undefined;
  },
) {
  const { rows, total } = await listSellers(ctx.db, {
    page: q.page,
    pageSize: q.pageSize,
    q: q.q,
    marketplaceId: marketplaceScope(who, q.marketplaceId),
    removed: q.removidos === 'true',
  });
  return {
    dados: await withInvitations(ctx.db, rows.map(sellerRecord)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** GET/DELETE /cliente/:id: the seller or marketplace behind an account (or the record's own id). */
async function findCliente(ctx: AppContext, who: Principal, id: string): Promise<ClienteRecord> {
  const seller = await findSeller(ctx.db, id);
  if (seller) return { tipo: 'seller', seller: sellerRecord(await visibleSeller(ctx.db, who, id)) };
  const marketplace = await findMarketplace(ctx.db, id);
  const own = who.cargo === 'admin' || (who.cargo === 'marketplace' && who.marketplaceId === marketplace?.id);
  if (!marketplace || !own) throw AppError.notFound('Cliente não encontrado.');
  return { tipo: 'marketplace', marketplace: marketplaceRecord(marketplace) };
}

/**
 * GET /clientes: the marketplaces (by name), then the sellers (by name), the caller may manage, as
 * one paged list. An admin's `marketplaceId` narrows both to that marketplace and its sellers.
 */
async function clientePage(
  ctx: AppContext,
  who: Principal,
  q: { page: number; pageSize: number; q?: string | undefined; marketplaceId?: string | undefined },
) {
  const scope = marketplaceScope(who, q.marketplaceId);
  const offset = (q.page - 1) * q.pageSize;
  const mps = await marketplaceRows(ctx.db, { id: scope, q: q.q, offset, limit: q.pageSize });
  const sellerOffset = Math.max(0, offset - mps.total);
  const sl = await sellerRows(ctx.db, {
    marketplaceId: scope,
    q: q.q,
    offset: sellerOffset,
    limit: q.pageSize - mps.rows.length,
  });
  const dados: ClienteRecord[] = [
    ...mps.rows.map((m) => ({ tipo: 'marketplace' as const, marketplace: marketplaceRecord(m) })),
    ...sl.rows.map((s) => ({ tipo: 'seller' as const, seller: sellerRecord(s) })),
  ];
  return { dados, total: mps.total + sl.total, page: q.page, pageSize: q.pageSize };
}

/** A body checked by another route's schema answers exactly as that route would (400, field). */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw AppError.badRequest(
    issue?.message ?? 'Requisição inválida.',
    issue?.path.length ? issue.path.join('.') : undefined,
    'validation_error',
  );
}

export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  // The provider approved or refused a seller: store it, and payer pages show the change at once.
  gateway(app.ctx).on('sellerStatus', async ({ idSeller, status }) => {
    await recordProviderStatus(app.ctx.database, idSeller, status);
    await app.ctx.linkViews.invalidate(app.ctx.database, ALL_KEYS);
  });
  // Before the spec's error field: these routes are ours, not the spec's, and answer the plain shape.
  await app.register(onboardingRoutes);
  withSpecErrorField(app);

  for (const route of [c.sellersList, c.sellers]) {
    app.route({
      ...on(route),
      config: { access: MANAGERS },
      handler: async (request) => sellerPage(app.ctx, requirePrincipal(request), request.query),
    });
  }

  app.route({
    ...on(c.marketplaceSellers),
    config: { access: MANAGERS },
    handler: async (request) => {
      const who = requirePrincipal(request);
      const marketplace = await findMarketplace(app.ctx.db, request.params.marketplaceId);
      const mine = who.cargo === 'admin' || who.marketplaceId === marketplace?.id;
      if (!marketplace || !mine) throw AppError.notFound(M.marketplaceNotFound);
      return sellerPage(app.ctx, who, { ...request.query, marketplaceId: marketplace.id });
    },
  });

  app.route({
    ...on(c.seller),
    config: { access: READERS },
    handler: async (request) => ({
      dados: sellerRecord(await visibleSeller(app.ctx.db, requirePrincipal(request), request.params.id)),
    }),
  });

  app.route({
    ...on(c.registerSeller),
    config: { access: MANAGERS },
    handler: async (request, reply) => {
      const who = requirePrincipal(request);
      const key = request.headers['idempotency-key'];
      const body = await createOnce(app.ctx, who, 'sellers', key, request.body, async () => ({
        message: M.added,
        dados: await sellerView(app.ctx.db, sellerRecord(await registerSeller(app.ctx, who, request.body))),
      }));
      return reply.status(201).send(body);
    },
  });

  // Spec 000's seller sign-up: the same onboarding, plus the short `data` that route answered.
  app.route({
    ...on(c.signupSeller),
    config: { access: MANAGERS },
    handler: async (request, reply) => {
      const who = requirePrincipal(request);
      const key = request.headers['idempotency-key'];
      const body = await createOnce(app.ctx, who, 'sellers-signup', key, request.body, async () => {
        const seller = await registerSeller(app.ctx, who, request.body);
        const { id, userId, marketplaceId, nome, email } = seller;
        return {
          message: M.added,
          dados: sellerRecord(seller),
          data: { id, userId, marketplaceId, nome, email },
        };
      });
      return reply.status(201).send(body);
    },
  });

  app.route({
    ...on(c.updateSeller),
    config: { access: MANAGERS },
    handler: async (request) => {
      const seller = await updateSeller(app.ctx, requirePrincipal(request), request.params.id, request.body);
      return { message: M.updated, dados: sellerRecord(seller) };
    },
  });

  app.route({
    ...on(c.resendInvite),
    config: { access: MANAGERS, permission: 'manage' },
    handler: async (request) => ({
      message: ACCOUNT_INVITE_MESSAGES.resent,
      dados: await resendSellerInvitation(app.ctx, requirePrincipal(request), request.params.id),
    }),
  });

  for (const route of [c.removeSeller, c.removeSellerOwner]) {
    app.route({
      ...on(route),
      config: { access: MANAGERS },
      handler: async (request) => {
        await removeSeller(app.ctx, requirePrincipal(request), request.params.id, request.params.clientId);
        return { message: M.removed, dados: true as const };
      },
    });
  }

  app.route({
    ...on(sellerReportContract.report),
    config: { access: MANAGERS },
    handler: async (request) => ({
      dados: await heavyRead(app.ctx, (ctx) =>
        sellerReport(ctx, requirePrincipal(request), request.params.sellerId, request.query.period),
      ),
    }),
  });

  app.route({
    ...on(clientesContract.cliente),
    config: { access: READERS },
    handler: async (request) => ({
      dados: await findCliente(app.ctx, requirePrincipal(request), request.params.id),
    }),
  });

  app.route({
    ...on(clientesContract.clientes),
    config: { access: MANAGERS },
    handler: async (request) => clientePage(app.ctx, requirePrincipal(request), request.query),
  });

  // PUT /cliente/:id: the seller or marketplace update, by what the id names (foreign ids 404 first).
  app.route({
    ...on(clientesContract.updateCliente),
    config: { access: MANAGERS },
    handler: async (request) => {
      const who = requirePrincipal(request);
      const cliente = await findCliente(app.ctx, who, request.params.id);
      if (cliente.tipo === 'seller') {
        const input = parseBody(sellerEditSchema, request.body);
        const seller = await updateSeller(app.ctx, who, cliente.seller.id, input);
        return { message: M.updated, dados: { tipo: 'seller' as const, seller: sellerRecord(seller) } };
      }
      // As PUT /marketplace/:clienteId: only an admin edits a marketplace.
      if (who.cargo !== 'admin') throw AppError.forbidden();
      const input = parseBody(marketplaceUpdateSchema, request.body);
      const marketplace = await updateMarketplace(app.ctx, cliente.marketplace.id, input);
      return {
        message: M.marketplaceUpdated,
        dados: { tipo: 'marketplace' as const, marketplace: marketplaceRecord(marketplace) },
      };
    },
  });

  app.route({
    ...on(clientesContract.removeCliente),
    config: { access: MANAGERS },
    handler: async (request) => {
      const who = requirePrincipal(request);
      const cliente = await findCliente(app.ctx, who, request.params.id);
      if (cliente.tipo === 'seller') {
        const seller = await visibleSeller(app.ctx.db, who, cliente.seller.id);
        await softRemoveSeller(app.ctx, seller);
        return { message: M.removed, dados: true as const };
      }
      // Only an admin removes a marketplace (its owner cannot remove itself).
      if (who.cargo !== 'admin') throw AppError.forbidden();
      await removeMarketplace(app.ctx, cliente.marketplace.id);
      return { message: M.marketplaceRemoved, dados: true as const };
    },
  });
};
