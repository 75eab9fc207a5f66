import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import type { AppContext } from '../../../platform/context';
import { noScriptFormPage } from '../../links';
import { boletoFromForm, PAYER_COOKIE, payerTokenOf, pixFromForm } from './charge';
import { errorsOf, payerFormSchema, type PayerForm } from './form';
import { boletoPage, notFoundPage, pixPage } from './pages';
import { afterPaymentOf, paymentState } from './payment-state';

const HTML = 'text/html; charset=utf-8';
const linkParams = z.object({ linkId: z.string().max(64) });
// Any text: a malformed id is a page that does not exist (404 HTML, paymentState), not a JSON 400.
const pageParams = linkParams.extend({ transactionId: z.string().max(64) });
const pageQuery = z.object({ t: z.string().max(200).optional() });
// The form's own fields; no limit on what a bot posts beyond this.
const formBody = { parseAs: 'string' as const, bodyLimit: 16 * 1024 };

/** A payer's page: never cached, never indexed, its URL (the document token) never sent on. */
const send = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .type(HTML)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Robots-Tag', 'noindex')
    .send(html);

/**
 * The payer page without JavaScript (issue 40; docs/payer-page-without-js.md): the `<noscript>`
 * form's posts charge like the JSON route and answer 303 to a plain page of the code; a refusal
 * answers the form again with the pt-BR message under its field (4xx, HTML, never JSON). Its own
 * plugin: the form body parser stays on these routes.
 */
export const noScriptPayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', formBody, (_request, body, done) => {
    const params = new URLSearchParams(String(body));
    done(null, Object.fromEntries([...params.keys()].map((k) => [k, params.getAll(k)])));
  });
  const ctx = app.ctx;

  const post = (method: 'pix' | 'boleto') => async (request: FastifyRequest, reply: FastifyReply) => {
    const { linkId } = linkParams.parse(request.params);
    const parsed = payerFormSchema.safeParse(request.body ?? {});
    const form: PayerForm = parsed.success ? parsed.data : {};
    try {
      const charged =
        method === 'pix'
          ? await payPix(ctx, request, reply, linkId, form)
          : await boletoFromForm(ctx, linkId, form, { clientAddress: request.ip });
      const to = `/pay/${encodeURIComponent(linkId)}/${method}/${charged.transactionId}?t=${encodeURIComponent(charged.documentToken)}`;
      return reply.header('Cache-Control', 'no-store').redirect(to, 303);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const page = await noScriptFormPage(ctx, linkId, { values: form, errors: errorsOf(err) });
      return send(reply, err.status, page);
    }
  };

  const routeOptions = { schema: { params: linkParams, hide: true }, config: { access: 'public' as const } };
  app.post('/pay/:linkId/pix', routeOptions, post('pix'));
  app.post('/pay/:linkId/boleto', routeOptions, post('boleto'));

  const pageOptions = {
    schema: { params: pageParams, querystring: pageQuery, hide: true },
    config: { access: 'public' as const },
  };
  app.get('/pay/:linkId/pix/:transactionId', pageOptions, async (request, reply) => {
    const { linkId, transactionId } = request.params;
    const state = await paymentState(ctx, { linkId, transactionId, token: request.query.t, method: 'pix' });
    if (!state) return send(reply, 404, notFoundPage());
    const qr = state.pixEmv ? await QRCode.toString(state.pixEmv, { type: 'svg', margin: 1 }) : '';
    return send(reply, 200, pixPage(state, qr, await afterPaymentOf(ctx, linkId)));
  });
  app.get('/pay/:linkId/boleto/:transactionId', pageOptions, async (request, reply) => {
    const { linkId, transactionId } = request.params;
    const state = await paymentState(ctx, {
      linkId,
      transactionId,
      token: request.query.t,
      method: 'bank_slip',
    });
    if (!state) return send(reply, 404, notFoundPage());
    return send(reply, 200, boletoPage(state, await afterPaymentOf(ctx, linkId)));
  });
};

/** The payer's cookie token (set on the first post) finds their open code again on a reload. */
async function payPix(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  linkId: string,
  form: PayerForm,
) {
  const { token, isNew } = payerTokenOf(request.headers.cookie);
  if (isNew) {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    void reply.header(
      'Set-Cookie',
      `${PAYER_COOKIE}=${token}; Path=/pay; HttpOnly; SameSite=Lax; Max-Age=86400${secure}`,
    );
  }
  return pixFromForm(ctx, linkId, form, { clientAddress: request.ip, payerToken: token });
}
