import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEE_TABLE_ANSWERS as A, feeTableContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { listAudit } from '../audit';
import { addFeeTableVersion } from './add-version';
import { divergencesFor } from './divergences';
import { marketplaceInScope } from './scope';
import { feeTableView } from './table-view';

const READERS = ['admin', 'marketplace', 'seller'] as const;
const OWNERS = ['admin', 'marketplace'] as const;

/** 'Tabela de taxas' (docs/fees.md): marketplaces and admins keep it, sellers read what they pay. */
export const feeTableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(c.get),
    config: { access: READERS },
    handler: async (request) => {
      const { db } = app.ctx;
      const who = requirePrincipal(request);
      return feeTableView(db, who, await marketplaceInScope(db, who, request.query.marketplaceId));
    },
  });

  app.route({
    ...on(c.add),
    config: { access: OWNERS },
    handler: async (request, reply) => {
      const { db } = app.ctx;
      const who = requirePrincipal(request);
      const marketplaceId = await marketplaceInScope(db, who, request.query.marketplaceId);
      await addFeeTableVersion(db, who, marketplaceId, request.body);
      return reply.code(201).send({ message: A.added, dados: await feeTableView(db, who, marketplaceId) });
    },
  });

  app.route({
    ...on(c.history),
    config: { access: OWNERS },
    handler: async (request) => {
      const { db } = app.ctx;
      const who = requirePrincipal(request);
      const marketplaceId = await marketplaceInScope(db, who, request.query.marketplaceId);
      return { dados: await listAudit(db, who, 'tabela_taxas', marketplaceId) };
    },
  });

  app.route({
    ...on(c.divergences),
    config: { access: READERS },
    handler: async (request) => ({
      data: await divergencesFor(app.ctx.db, requirePrincipal(request), request.query),
    }),
  });
};
