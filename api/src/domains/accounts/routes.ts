import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { userPlanFor } from '../interest-plans';
import { requirePrincipal } from '../../platform/principal';
import { updateProfile } from './profile';
import { registerMarketplace, SIGNUP_ANSWER, signupCustomer } from './register';
import { userView } from './user-view';
import { issueEmailVerification } from './email-verification/issue';
import { emailVerificationRoutes } from './email-verification/routes';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Work after the answer (the e-mail): the app's close and the tests wait for it (ctx.tasks).
  app.addHook('onClose', () => app.ctx.tasks.drain());
  await app.register(emailVerificationRoutes);

  app.route({
    ...on(c.registerMarketplace),
    config: { access: ['admin'] },
    handler: async (request, reply) => {
      const { marketplace, user } = await registerMarketplace(app.ctx, request.body);
      return reply.status(201).send({
        message: 'Marketplace adicionado com sucesso!',
        data: { id: marketplace.id, userId: user.id, nome: marketplace.nome, email: marketplace.email },
      });
    },
  });

  // POST /register-seller is the sellers domain's (the provider onboarding rules live there).

  app.route({
    ...on(c.signup),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const created = await signupCustomer(app.ctx, request.body, request.ip);
      // The confirmation link is written after the answer, so a new and a taken address are
      // answered along the same path (a taken one's owner is left alone).
      if (created)
        app.ctx.tasks.run(() => app.ctx.db.transaction((tx) => issueEmailVerification(tx, created)));
      return reply.status(202).send({ message: SIGNUP_ANSWER });
    },
  });

  app.route({
    ...on(c.updateProfile),
    config: { access: 'authenticated', beforeEmailConfirmed: true },
    handler: async (request) => {
      const updated = await updateProfile(
        app.ctx,
        requirePrincipal(request),
        request.params.userId,
        request.body,
      );
      const plan = await userPlanFor(app.ctx, updated);
      return { message: 'Perfil atualizado com sucesso!', user: userView(updated, plan) };
    },
  });
};
