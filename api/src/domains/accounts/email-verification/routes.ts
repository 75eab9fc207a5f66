import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_VERIFICATION_MESSAGES as M, accountsContract as c } from '@pagora/shared/contracts';
import { on } from '../../../platform/http/route';
import { requirePrincipal } from '../../../platform/principal';
import { verifyEmail } from './confirm';
import { resendVerification } from './resend';

export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(c.verifyEmail),
    // The link is opened where the person reads mail, maybe without a session: the token is the proof.
    config: { access: 'public' },
    handler: async (request) => {
      await verifyEmail(app.ctx, request.body);
      return { message: M.confirmed };
    },
  });

  app.route({
    ...on(c.resendVerification),
    config: { access: ['customer'], beforeEmailConfirmed: true },
    handler: async (request, reply) => {
      const message = await resendVerification(app.ctx, requirePrincipal(request));
      return reply.status(202).send({ message });
    },
  });
};
