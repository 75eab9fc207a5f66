import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { sellerOfToken, unsubscribe } from './unsubscribe';
import { unsubscribePage } from './unsubscribe-page';

/**
 * The new-sale e-mail's unsubscribe link, without a login: GET shows a pt-BR page that asks first,
 * POST (its button, or a mail client's one-click List-Unsubscribe-Post) turns the e-mail off.
 * Registered as its own plugin: the form body parser it adds stays here.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The button's form and RFC 8058 post `List-Unsubscribe=One-Click`: the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  app.route({
    ...on(c.unsubscribePage),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { token } = request.query;
      const valid = sellerOfToken(app.ctx.config.tokenSecret, token) !== null;
      const action = `/api/emails/descadastrar?token=${encodeURIComponent(token)}`;
      return reply
        .status(valid ? 200 : 400)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(unsubscribePage(valid ? 'confirm' : 'invalid', action));
    },
  });

  app.route({
    ...on(c.unsubscribe),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const done = await unsubscribe(app.ctx, request.query.token);
      return reply
        .status(done ? 200 : 400)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(unsubscribePage(done ? 'done' : 'invalid'));
    },
  });
};
