import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketplacesContract as c, SELLER_MESSAGES as M } from '@pagora/shared/contracts';
import { heavyRead } from '../../platform/db/read-pool';
import { on } from '../../platform/http/route';
import { withSpecErrorField } from '../../platform/http/spec-error-field';
import { requirePrincipal } from '../../platform/principal';
import { listMarketplaces } from './list';
import { removeMarketplace, updateMarketplace } from './manage';
import { marketplaceRecord } from './record';

/** An admin manages marketplaces; a marketplace or a seller reads its own in the list. */
const READERS = ['admin', 'marketplace', 'seller'] as const;

export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(c.list),
    config: { access: READERS },
    handler: async (request) => {
      const { page, pageSize } = request.query;
      const who = requirePrincipal(request);
      const found = await heavyRead(app.ctx, ({ db }) => listMarketplaces(db, who, request.query));
      return { ...found, page, pageSize };
    },
  });

  await app.register(managementRoutes);
};

/** The edit and the removal answer like the sellers' screens they belong to (`error` in errors). */
const managementRoutes: FastifyPluginAsyncZod = async (admin) => {
  withSpecErrorField(admin);
  admin.route({
    ...on(c.update),
    config: { access: ['admin'] },
    handler: async (request) => ({
      message: M.marketplaceUpdated,
      dados: marketplaceRecord(await updateMarketplace(admin.ctx, request.params.clienteId, request.body)),
    }),
  });
  admin.route({
    ...on(c.remove),
    config: { access: ['admin'] },
    handler: async (request) => {
      await removeMarketplace(admin.ctx, request.params.id);
      return { message: M.marketplaceRemoved, dados: true as const };
    },
  });
};
