import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSWORD_RESET_MESSAGES, passwordContract as c } from '@pagora/shared/contracts';
import { on } from '../../../platform/http/route';
import { resetPassword } from './apply-reset';
import { requestPasswordReset } from './request-reset';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(c.forgot),
    config: { access: 'public' },
    handler: async (request, reply) => {
      await requestPasswordReset(app.ctx, request.body.email, request.ip);
      return reply.status(202).send({ message: PASSWORD_RESET_MESSAGES.requested });
    },
  });

  app.route({
    ...on(c.reset),
    config: { access: 'public' },
    handler: async (request) => {
      await resetPassword(app.ctx, request.body);
      return { message: PASSWORD_RESET_MESSAGES.done };
    },
  });
};
