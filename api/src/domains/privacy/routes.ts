import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyContract as c, PRIVACY_MESSAGES } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import { on } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/download';
import { requirePrincipal } from '../../platform/principal';
import { anonymizeSubject, closeOpenRequest } from './anonymize';
import { listRequests, requestInReach } from './requests';
import { exportSubject, subjectSummary } from './subject';

/**
 * LGPD for the team (issue 39): what is held about one person, its export and anonymization, and
 * the requests people made. A seller reaches its own buyers and payers, a marketplace its
 * sellers', an admin every tenant; a member needs the 'privacy' permission.
 */
const STAFF = { access: ['admin', 'marketplace', 'seller'], permission: 'privacy' } as const;

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...on(c.subject),
    config: STAFF,
    handler: async (request) => subjectSummary(ctx, requirePrincipal(request), request.query),
  });

  app.route({
    ...on(c.exportJson),
    config: STAFF,
    handler: async (request, reply) =>
      sendDownload(reply, await exportSubject(ctx, requirePrincipal(request), request.query, 'json')),
  });

  app.route({
    ...on(c.exportPdf),
    config: STAFF,
    handler: async (request, reply) =>
      sendDownload(reply, await exportSubject(ctx, requirePrincipal(request), request.query, 'pdf')),
  });

  app.route({
    ...on(c.anonymize),
    config: STAFF,
    handler: async (request) => {
      const { documento, email, requestId } = request.body;
      return anonymizeSubject(ctx, requirePrincipal(request), { documento, email }, requestId);
    },
  });

  app.route({
    ...on(c.requests),
    config: STAFF,
    handler: async (request) => ({ data: await listRequests(ctx.db, requirePrincipal(request)) }),
  });

  app.route({
    ...on(c.completeRequest),
    config: STAFF,
    handler: async (request) => {
      const who = requirePrincipal(request);
      await ctx.db.transaction((db) => closeOpenRequest(db, who, request.params.id));
      const pedido = await requestInReach(ctx.db, who, request.params.id);
      if (!pedido) throw AppError.notFound(PRIVACY_MESSAGES.requestNotFound);
      return { message: PRIVACY_MESSAGES.requestDone, pedido };
    },
  });
};
