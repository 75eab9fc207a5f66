import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformContract } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { createCepLookup } from './cep-lookup';

/** `GET /cep/:cep`: an address from a postal code, for the card form and the back-office forms. */
export const cepRoutes: FastifyPluginAsyncZod = async (app) => {
  const cep = createCepLookup({ baseUrl: app.ctx.config.cepApiUrl });
  app.route({
    ...on(platformContract.cep),
    config: { access: 'public' },
    handler: async (request) => cep.lookup(request.params.cep),
  });
};
