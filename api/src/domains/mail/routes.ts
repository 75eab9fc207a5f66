import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAIL_PREFERENCES_SAVED, mailContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { listSentMail, resendMail, sentMailDetail } from './back-office';
import { preferenceOwner, preferencesOf, savePreferences } from './preferences';
import { unsubscribeRoutes } from './unsubscribe-routes';

const BACK_OFFICE = ['admin', 'marketplace', 'seller'] as const;

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(c.list),
    config: { access: [...BACK_OFFICE] },
    handler: async (request) => listSentMail(app.ctx, requirePrincipal(request), request.query),
  });

  app.route({
    ...on(c.detail),
    config: { access: [...BACK_OFFICE] },
    handler: async (request) => ({
      dados: await sentMailDetail(app.ctx, requirePrincipal(request), request.params.id),
    }),
  });

  app.route({
    ...on(c.resend),
    config: { access: [...BACK_OFFICE] },
    handler: async (request, reply) => {
      const dados = await resendMail(app.ctx, requirePrincipal(request), request.params.id);
      return reply.status(202).send({ message: 'Email colocado na fila de envio.', dados });
    },
  });

  app.route({
    ...on(c.preferences),
    config: { access: ['seller'] },
    handler: async (request) => ({
      dados: await preferencesOf(app.ctx.db, preferenceOwner(requirePrincipal(request))),
    }),
  });

  app.route({
    ...on(c.updatePreferences),
    config: { access: ['seller'] },
    handler: async (request) => {
      const sellerId = preferenceOwner(requirePrincipal(request));
      await savePreferences(app.ctx.db, sellerId, request.body);
      return { message: MAIL_PREFERENCES_SAVED, dados: await preferencesOf(app.ctx.db, sellerId) };
    },
  });

  await app.register(unsubscribeRoutes);
};
