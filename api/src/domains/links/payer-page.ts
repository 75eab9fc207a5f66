import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/app-error';
import { checkoutRenderer, type CheckoutRenderer, type RenderedView } from '../../platform/checkout-renderer';
import type { AppContext } from '../../platform/context';
import { cachedPayerAnswers } from './payer-view-cache';

/** The payer view as `GET /api/payment-ver/:linkId` answers it now: 200, or its 400/404/410. */
async function currentView(ctx: AppContext, linkId: string): Promise<RenderedView> {
  try {
    const answer = await cachedPayerAnswers(ctx, linkId);
    return { linkId, status: 200, body: JSON.parse(answer.plain.toString('utf8')) as unknown };
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    const body = { message: err.message, code: err.code, ...(err.field ? { field: err.field } : {}) };
    return { linkId, status: err.status, body };
  }
}

async function renderedPage(
  ctx: AppContext,
  renderer: CheckoutRenderer,
  url: string,
  linkId: string,
): Promise<{ status: number; page: string; addressed: boolean } | null> {
  const view = await currentView(ctx, linkId);
  const page = await renderer.render(url, view);
  const addressed = Boolean(
    (view.body as { payments?: { customerEmail?: unknown } }).payments?.customerEmail,
  );
  return page === null ? null : { status: view.status, page, addressed };
}

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
      const rendered = await renderedPage(app.ctx, renderer, request.url, request.params.linkId).catch(
        (err: unknown) => {
          // The database away or a render bug: the static page still loads and says what it can.
          request.log.error({ err }, 'payer page not rendered; serving the static page');
          return null;
        },
      );
      if (!rendered) return reply.callNotFound();
      // A link addressed to someone shows their e-mail ('Para:'): no search engine keeps it.
      if (rendered.addressed) void reply.header('X-Robots-Tag', 'noindex');
      return (
        reply
          .status(rendered.status)
          .header('Cache-Control', 'no-cache')
          // The payer's URL names the link: no page it leaves for learns it.
          .header('Referrer-Policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(rendered.page)
      );
    },
  );
};
