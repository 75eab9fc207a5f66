import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { payerPage, type PayerPage } from './payer-page';
import { fileFromReceipt, receiptOfToken } from './payer-request';

const CHOICE_REQUIRED = 'Escolha uma das opções.';

/**
 * The payer's LGPD request from a receipt e-mail, without a login: GET shows the choice, the form's
 * POST files it. Its own plugin: the form body parser it adds stays here.
 */
export const privacyPayerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const send = (reply: FastifyReply, status: number, page: PayerPage) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(payerPage(page));
  const actionOf = (token: string) => `/api/privacidade/pedido?token=${encodeURIComponent(token)}`;

  app.route({
    ...on(c.payerPage),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { token } = request.query;
      const found = await receiptOfToken(app.ctx, token);
      if (!found) return send(reply, 400, { kind: 'invalid' });
      return send(reply, 200, { kind: 'ask', sellerName: found.seller.nome, action: actionOf(token) });
    },
  });

  app.route({
    ...on(c.payerRequest),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { token } = request.query;
      const body = request.body as Record<string, unknown> | undefined;
      const choice = body?.pedido;
      if (choice !== 'access' && choice !== 'erasure') {
        const found = await receiptOfToken(app.ctx, token);
        if (!found) return send(reply, 400, { kind: 'invalid' });
        const ask = { sellerName: found.seller.nome, action: actionOf(token), error: CHOICE_REQUIRED };
        return send(reply, 400, { kind: 'ask', ...ask });
      }
      const filed = await fileFromReceipt(app.ctx, token, choice);
      if (!filed) return send(reply, 400, { kind: 'invalid' });
      return send(reply, 200, { kind: 'done', ...filed, erasure: choice === 'erasure' });
    },
  });
};
