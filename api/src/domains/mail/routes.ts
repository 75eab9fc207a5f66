import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { listSentMail, resendMail, sentMailDetail } from './back-office';

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
      return reply.status(202).send({ message: 'E-mail colocado na fila de envio.', dados });
    },
  });
};
