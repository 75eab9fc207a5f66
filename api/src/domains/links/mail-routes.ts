import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkMailContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { sendLinkByEmail } from './send-link-mail';

/** 'Enviar link por e-mail' / 'Reenviar por e-mail' (issue 23). */
export const linkMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(c.send),
    config: { access: ['admin', 'marketplace', 'seller'] },
    handler: async (request, reply) => {
      const message = await sendLinkByEmail(app.ctx, requirePrincipal(request), request.params.paymentId);
      return reply.status(202).send({ message });
    },
  });
};
