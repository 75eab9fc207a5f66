import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailContract as c } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import { on } from '../../platform/http/route';
import { listSentMail, resendMail, sentMailDetail, type MailReader } from './back-office';

const BACK_OFFICE = ['admin', 'marketplace', 'seller'] as const;

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session's principal, set by the accounts guard (this domain sits below accounts).
  const reader = (principal: MailReader | null): MailReader => {
    if (!principal) throw AppError.unauthorized();
    return principal;
  };

  app.route({
    ...on(c.list),
    config: { access: [...BACK_OFFICE] },
    handler: async (request) => listSentMail(app.ctx, reader(request.principal), request.query),
  });

  app.route({
    ...on(c.detail),
    config: { access: [...BACK_OFFICE] },
    handler: async (request) => ({
      dados: await sentMailDetail(app.ctx, reader(request.principal), request.params.id),
    }),
  });

  app.route({
    ...on(c.resend),
    config: { access: [...BACK_OFFICE] },
    handler: async (request, reply) => {
      const dados = await resendMail(app.ctx, reader(request.principal), request.params.id);
      return reply.status(202).send({ message: 'E-mail colocado na fila de envio.', dados });
    },
  });
};
