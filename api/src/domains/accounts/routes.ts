import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileSchema, registerMarketplaceSchema, registerSellerSchema, signupSchema } from '@pagora/shared';
import { errorResponses } from '../../lib/http-schemas';
import { requirePrincipal } from '../../plugins/authenticate';
import { userPlanFor } from '../interest-plans/user-juros';
import { updateProfile } from './profile';
import { registerMarketplace, registerSeller, signupCustomer } from './register';
import { userView, userViewSchema } from './user-view';

const created = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

const sellerBody = registerSellerSchema.and(
  z.object({ id_seller: z.string().trim().max(64, { error: 'ID do vendedor inválido' }).optional() }),
);

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/register', {
    config: { access: ['admin'] },
    schema: {
      tags: ['accounts'],
      body: registerMarketplaceSchema,
      response: { 201: created(z.object({ id: z.string(), userId: z.string(), nome: z.string(), email: z.string() })), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { marketplace, user } = await registerMarketplace(app.ctx, request.body);
      return reply.status(201).send({
        message: 'Marketplace adicionado com sucesso!',
        data: { id: marketplace.id, userId: user.id, nome: marketplace.nome, email: marketplace.email },
      });
    },
  });

  app.post('/register-seller', {
    config: { access: ['admin', 'marketplace'] },
    schema: {
      tags: ['accounts'],
      body: sellerBody,
      response: {
        201: created(z.object({ id: z.string(), userId: z.string(), marketplaceId: z.string(), nome: z.string(), email: z.string() })),
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      const { seller, user } = await registerSeller(app.ctx, requirePrincipal(request), request.body);
      return reply.status(201).send({
        message: 'Vendedor adicionado com sucesso!',
        data: { id: seller.id, userId: user.id, marketplaceId: seller.marketplaceId, nome: seller.nome, email: seller.email },
      });
    },
  });

  app.post('/signup', {
    config: { access: 'public' },
    schema: { tags: ['accounts'], body: signupSchema, response: { 201: z.object({ message: z.string(), user: userViewSchema }), ...errorResponses } },
    handler: async (request, reply) => {
      const user = await signupCustomer(app.ctx, request.body);
      const view = userView({ userId: user.id, nome: user.nome, email: user.email, cargo: 'customer', marketplaceId: null, sellerId: null });
      return reply.status(201).send({ message: 'Account created successfully!', user: view });
    },
  });

  app.put('/update-profile/:userId', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['accounts'],
      params: z.object({ userId: z.string() }),
      body: profileSchema,
      response: { 200: z.object({ message: z.string(), user: userViewSchema }), ...errorResponses },
    },
    handler: async (request) => {
      const updated = await updateProfile(app.ctx, requirePrincipal(request), request.params.userId, request.body);
      return { message: 'Perfil atualizado com sucesso!', user: userView(updated, await userPlanFor(app.ctx.db, updated, app.ctx.plans)) };
    },
  });
};
