import { cachedPayerView } from './payer-view-cache';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPaymentLinkSchema, updatePaymentLinkSchema } from '@pagora/shared';
import { errorResponses, uuidParam } from '../../lib/http-schemas';
import { requirePrincipal } from '../../plugins/authenticate';
import { addDemoSeeder } from '../demo/seed';
import { createPaymentLink } from './create-link';
import { seedDemoLinks } from './demo-links';
import { LINK_ID_PATTERN } from './link-id';
import { linkView, linkViewSchema } from './link-view';
import { linkFilterOptions, listPaymentLinks } from './list-links';
import { removePaymentLink, updatePaymentLink } from './manage-link';
import { LINK_INVALID } from './payable-link';
import { payerLinkSchema } from './payer-view';
import { listSplitRecipients, splitRecipientSchema } from './split-recipients';

// Once per process: the embedded mode's first start seeds demo links on the demo accounts.
addDemoSeeder(seedDemoLinks);

const LINK_ROLES = ['admin', 'marketplace', 'seller'] as const;
const linkAnswer = z.object({ message: z.string(), data: z.object({ payment: linkViewSchema }) });
const paymentIdParams = z.object({ paymentId: z.string().max(64) });
const optionalUuid = z
  .union([uuidParam, z.literal('')])
  .optional()
  .transform((v) => v || undefined);
const createBody = createPaymentLinkSchema.and(
  // Only a marketplace owner's seller_id is read (it names one of its sellers); see create-link.ts.
  z.object({
    seller_id: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v) => (v == null ? undefined : String(v))),
  }),
);

export const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/register-payment', {
    config: { access: ['seller', 'marketplace'] },
    schema: { tags: ['links'], body: createBody, response: { 201: linkAnswer, ...errorResponses } },
    handler: async (request, reply) => {
      const { seller_id: sellerId, ...input } = request.body;
      const link = await createPaymentLink(app.ctx, requirePrincipal(request), input, sellerId);
      return reply
        .status(201)
        .send({ message: 'Link de pagamento criado com sucesso!', data: { payment: linkView(link) } });
    },
  });

  app.get('/payment/:userId', {
    config: { access: LINK_ROLES },
    schema: {
      tags: ['links'],
      params: z.object({ userId: z.string().max(64) }),
      querystring: z.object({
        marketplaceId: optionalUuid,
        sellerId: optionalUuid,
        q: z.string().trim().max(100).optional(),
      }),
      response: { 200: z.object({ payments: z.array(linkViewSchema) }), ...errorResponses },
    },
    handler: async (request) => {
      const links = await listPaymentLinks(
        app.ctx,
        requirePrincipal(request),
        request.params.userId,
        request.query,
      );
      return { payments: links.map(linkView) };
    },
  });

  app.get('/payment-filters', {
    config: { access: ['admin'] },
    schema: {
      tags: ['links'],
      response: {
        200: z.object({
          marketplaces: z.array(z.object({ id: z.string(), nome: z.string() })),
          sellers: z.array(z.object({ id: z.string(), nome: z.string(), marketplaceId: z.string() })),
        }),
        ...errorResponses,
      },
    },
    handler: async () => linkFilterOptions(app.ctx),
  });

  app.put('/payment-update/:paymentId', {
    config: { access: LINK_ROLES },
    schema: {
      tags: ['links'],
      params: paymentIdParams,
      body: updatePaymentLinkSchema,
      response: { 200: linkAnswer, ...errorResponses },
    },
    handler: async (request) => {
      const link = await updatePaymentLink(
        app.ctx,
        requirePrincipal(request),
        request.params.paymentId,
        request.body,
      );
      return { message: 'Link de pagamento atualizado com sucesso!', data: { payment: linkView(link) } };
    },
  });

  app.delete('/payment-remove/:paymentId', {
    config: { access: LINK_ROLES },
    schema: {
      tags: ['links'],
      params: paymentIdParams,
      response: { 200: z.object({ message: z.string() }), ...errorResponses },
    },
    handler: async (request) => {
      await removePaymentLink(app.ctx, requirePrincipal(request), request.params.paymentId);
      return { message: 'Link de pagamento excluído com sucesso!' };
    },
  });

  app.get('/payment-ver/:linkId', {
    config: { access: 'public' },
    schema: {
      tags: ['links'],
      params: z.object({ linkId: z.string().regex(LINK_ID_PATTERN, { error: LINK_INVALID }) }),
      response: { 200: z.object({ payments: payerLinkSchema }), 410: errorResponses[404], ...errorResponses },
    },
    handler: async (request) => ({
      payments: await cachedPayerView(app.ctx, request.params.linkId),
    }),
  });

  app.get('/split-recipients', {
    config: { access: ['seller', 'marketplace'] },
    schema: {
      tags: ['links'],
      response: { 200: z.object({ recipients: z.array(splitRecipientSchema) }), ...errorResponses },
    },
    handler: async (request) => ({ recipients: await listSplitRecipients(app.ctx.db, requirePrincipal(request)) }),
  });
};
