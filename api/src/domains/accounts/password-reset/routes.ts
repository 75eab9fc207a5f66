import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSWORD_RESET_MESSAGES, passwordContract as c } from '@pagora/shared/contracts';
import { on } from '../../../platform/http/route';
import { resetPassword } from './apply-reset';
import { checkResetLimits, issuePasswordReset } from './request-reset';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  // Work after the answer (the e-mail): the app's close and the tests wait for it (ctx.tasks).
  app.addHook('onClose', () => app.ctx.tasks.drain());

  app.route({
    ...on(c.forgot),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { email } = request.body;
      await checkResetLimits(app.ctx, email, request.ip);
      // Answered before any lookup: a known address's token and e-mail are written afterwards.
      app.ctx.tasks.run(() => issuePasswordReset(app.ctx, email));
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
