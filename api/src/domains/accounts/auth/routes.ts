import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema } from '@pagora/shared';
import { errorResponses } from '../../lib/http-schemas';
import { requirePrincipal, SESSION_CHANNEL } from '../../plugins/authenticate';
import { userViewSchema, userView } from '../accounts/user-view';
import { brandSettingsFor, brandSettingsSchema } from '../branding/settings';
import { userPlanFor } from '../interest-plans/user-juros';
import { login } from './login';
import { revokeSession } from './sessions';

const loginAnswer = z.object({
  message: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  user: userViewSchema,
  painel: z
    .object({
      marketplaces: z.array(z.object({ id: z.string(), nome: z.string(), email: z.string(), status: z.string(), sellerCount: z.number() })),
      sellers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), marketplaceId: z.string() })),
    })
    .nullable(),
  settings: brandSettingsSchema,
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', {
    config: { access: 'public' },
    schema: { tags: ['auth'], body: loginSchema, response: { 200: loginAnswer, ...errorResponses } },
    handler: async (request) =>
      login(app.ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  });

  app.post('/logout', {
    config: { access: 'authenticated' },
    schema: { tags: ['auth'], response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      const { sessionId } = requirePrincipal(request);
      await revokeSession(app.ctx.db, sessionId);
      app.ctx.principals.dropSession(sessionId);
      await app.ctx.database.notify(SESSION_CHANNEL, `s:${sessionId}`);
      return reply.status(204).send(null);
    },
  });

  app.get('/me', {
    config: { access: 'authenticated' },
    schema: { tags: ['auth'], response: { 200: z.object({ user: userViewSchema, settings: brandSettingsSchema }), ...errorResponses } },
    handler: async (request) => {
      const principal = requirePrincipal(request);
      const [plan, settings] = await Promise.all([userPlanFor(app.ctx.db, principal, app.ctx.plans), brandSettingsFor(app.ctx.db, principal.marketplaceId, app.ctx.brands)]);
      return { user: userView(principal, plan), settings };
    },
  });
};
