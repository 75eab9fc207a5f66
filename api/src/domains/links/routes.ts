import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linksContract as c } from '@pagora/shared/contracts';
import { errorSchema } from '../../platform/http/error-responses';
import { on } from '../../platform/http/route';
import { createOnce } from '../idempotency';
import { requirePrincipal } from '../../platform/principal';
import { addDemoSeeder } from '../demo';
import { createPaymentLink } from './create-link';
import { seedDemoLinks } from './demo-links';
import { linkView } from './link-view';
import { linkFilterOptions, listPaymentLinks } from './list-links';
import { removePaymentLink, updatePaymentLink } from './manage-link';
import { cachedPayerAnswers, freshPayerAnswers } from './payer-view-cache';
import { sendPrecompressedJson } from '../../platform/http/precompressed';
import { listSplitRecipients } from './split-recipients';
import { netLineView, previewNewLink, previewSavedLink, previewSavedLinks } from './net-preview';
import { linkNetPreviewContract as preview } from '@pagora/shared/contracts';

// Once per process: the embedded mode's first start seeds demo links on the demo accounts.
addDemoSeeder(seedDemoLinks);

const LINK_ROLES = ['admin', 'marketplace', 'seller'] as const;

export const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(c.create),
    config: { access: ['seller', 'marketplace'] },
    handler: async (request, reply) => {
      const who = requirePrincipal(request);
      const { seller_id: sellerId, ...input } = request.body;
      const key = request.headers['idempotency-key'];
      const body = await createOnce(app.ctx, who, 'links', key, request.body, async () => {
        const link = await createPaymentLink(app.ctx, who, input, sellerId);
        const payment = linkView(link, await previewSavedLink(app.ctx, link));
        return { message: 'Link de pagamento criado com sucesso!', data: { payment } };
      });
      return reply.status(201).send(body);
    },
  });

  app.route({
    ...on(c.list),
    config: { access: LINK_ROLES },
    handler: async (request) => {
      const who = requirePrincipal(request);
      const { page, pageSize } = request.query;
      const { rows, total } = await listPaymentLinks(app.ctx, who, request.params.userId, request.query);
      const previews = await previewSavedLinks(app.ctx, rows);
      const payments = rows.map((row) => linkView(row, previews.get(row.link.id) ?? []));
      return { payments, total, page, pageSize };
    },
  });

  app.route({
    ...on(c.filters),
    config: { access: ['admin'] },
    handler: async () => linkFilterOptions(app.ctx),
  });

  app.route({
    ...on(c.update),
    config: { access: LINK_ROLES },
    handler: async (request) => {
      const who = requirePrincipal(request);
      const link = await updatePaymentLink(app.ctx, who, request.params.paymentId, request.body);
      const payment = linkView(link, await previewSavedLink(app.ctx, link));
      return { message: 'Link de pagamento atualizado com sucesso!', data: { payment } };
    },
  });

  app.route({
    ...on(c.remove),
    config: { access: LINK_ROLES },
    handler: async (request) => {
      await removePaymentLink(app.ctx, requirePrincipal(request), request.params.paymentId);
      return { message: 'Link de pagamento excluído com sucesso!' };
    },
  });

  const payerView = on(c.payerView);
  app.route({
    ...payerView,
    // 410: the link exists but no longer takes payments.
    schema: { ...payerView.schema, response: { ...payerView.schema.response, 410: errorSchema } },
    config: { access: 'public' },
    // Its bytes are compressed ahead of time and picked per request: the compression plugin's
    // hooks would only look. A cached view (a shared link's every open but the first) is sent
    // without a promise.
    compress: false,
    decompress: false,
    handler: (request, reply) => {
      const fresh = freshPayerAnswers(app.ctx, request.params.linkId);
      if (fresh) {
        sendPrecompressedJson(request, reply, fresh);
        return;
      }
      return cachedPayerAnswers(app.ctx, request.params.linkId).then((answer) => {
        sendPrecompressedJson(request, reply, answer);
      });
    },
  });

  app.route({
    ...on(preview.netPreview),
    config: { access: LINK_ROLES },
    handler: async (request) => {
      const who = requirePrincipal(request);
      const lines = await previewNewLink(app.ctx, who, request.body, request.query.sellerId);
      return { voce_recebe: lines.map(netLineView) };
    },
  });

  app.route({
    ...on(c.splitRecipients),
    config: { access: ['seller', 'marketplace'] },
    handler: async (request) => ({
      recipients: await listSplitRecipients(app.ctx.db, requirePrincipal(request)),
    }),
  });
};
