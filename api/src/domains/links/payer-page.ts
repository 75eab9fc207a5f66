import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/app-error';
import { checkoutRenderer, type CheckoutRenderer } from '../../platform/checkout-renderer';
import type { AppContext } from '../../platform/context';
import { precompressJson, sendPrecompressedJson } from '../../platform/http/precompressed';
import { noScriptBlock, payableViewOf, withNoScript } from './no-script';
import { cachedPayerPage, type PayerPage } from './payer-view-cache';

const HTML = 'text/html; charset=utf-8';

/** The page of a payable link: rendered from the cached payer view, once per cache fill. */
function payablePage(ctx: AppContext, renderer: CheckoutRenderer, linkId: string) {
  return cachedPayerPage(ctx, linkId, async (answer): Promise<PayerPage | null> => {
    const body = JSON.parse(answer.plain.toString('utf8')) as { payments?: { customerEmail?: unknown } };
    // The link's own path, not the request's (its query string): one page per link.
    const html = await renderer.render(`/pay/${linkId}`, { linkId, status: 200, body });
    if (html === null) return null;
    // Without scripts the page still pays: plain forms for PIX and boleto (no-script/).
    const page = withNoScript(html, noScriptBlock(payableViewOf(body)));
    return {
      html: await precompressJson(Buffer.from(page)),
      addressed: Boolean(body.payments?.customerEmail),
    };
  });
}

/** The page of a link the payer view refuses (400, 404, 410): its pt-BR error, rendered each time. */
async function errorPage(renderer: CheckoutRenderer, linkId: string, err: AppError): Promise<string | null> {
  const body = { message: err.message, code: err.code, ...(err.field ? { field: err.field } : {}) };
  return renderer.render(`/pay/${encodeURIComponent(linkId)}`, { linkId, status: err.status, body });
}

const pageHeaders = (reply: FastifyReply, status: number) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-cache')
    // The payer's URL names the link: no page it leaves for learns it.
    .header('Referrer-Policy', 'no-referrer');

/**
 * `/pay/:linkId`, the page a payer opens on a phone: HTML that already shows the link (brand,
 * description, amount, the method choice) or its pt-BR error, with the status the payer view
 * answers (404 unknown, 410 no longer payable), rendered from the cached payer view by the
 * checkout's own components (platform/checkout-renderer.ts). Nothing to render with (a build
 * without it) or a failure (the database away, a render bug): the static page, which fetches the
 * link itself and shows its own pt-BR error.
 */
export const payerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const renderer = checkoutRenderer(app.ctx.config.webRoot);
  app.get(
    '/pay/:linkId',
    {
      schema: { params: z.object({ linkId: z.string() }), hide: true },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { linkId } = request.params;
      try {
        const page = await payablePage(app.ctx, renderer, linkId);
        if (!page) return reply.callNotFound();
        // A link addressed to someone shows their e-mail ('Para:'): no search engine keeps it.
        if (page.addressed) void reply.header('X-Robots-Tag', 'noindex');
        return sendPrecompressedJson(request, pageHeaders(reply, 200), page.html, HTML);
      } catch (err) {
        const refused = err instanceof AppError && err.status < 500 ? err : null;
        const html = refused ? await errorPage(renderer, linkId, refused).catch(() => null) : null;
        if (refused && html !== null) return pageHeaders(reply, refused.status).type(HTML).send(html);
        // The database away or a render bug: the static page still loads and says what it can.
        if (!refused) request.log.error({ err }, 'payer page not rendered; serving the static page');
        return reply.callNotFound();
      }
    },
  );
};
