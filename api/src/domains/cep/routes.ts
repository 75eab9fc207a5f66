import { cardFormSchema } from '@pagora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorSchema } from '../../lib/http-schemas';
import { cepAddressSchema, createCepLookup } from './cep-lookup';

/** The card form's own postal-code rule, so a malformed CEP gets the form's message; there it is optional. */
const cepParams = z.object({
  cep: cardFormSchema.shape.postal_code.refine((v) => v !== '', { error: 'Informe o CEP.' }),
});

/** `GET /cep/:cep`: the payer's address from a postal code, for the public card form. */
export const cepRoutes: FastifyPluginAsyncZod = async (app) => {
  const cep = createCepLookup({ baseUrl: app.ctx.config.cepApiUrl });

  app.get('/cep/:cep', {
    config: { access: 'public' },
    schema: {
      tags: ['cep'],
      summary: 'Address of a Brazilian postal code (ViaCEP-compatible service, cached).',
      params: cepParams,
      response: { 200: cepAddressSchema, ...errorResponses, 502: errorSchema },
    },
    handler: async (request) => cep.lookup(request.params.cep),
  });
};
