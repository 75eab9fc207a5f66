import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { accountsContract as c, twoFactorContract as tf } from '@pagora/shared/contracts';
import { on } from '../../../platform/http/route';
import { SESSION_CHANNEL } from './guard';
import { requirePrincipal, type Principal } from '../../../platform/principal';
import { AnswerMemo } from '../../../platform/http/answer-memo';
import { userView } from '../user-view';
import { brandSettingsFor, cachedBrandSettingsFor, type BrandSettings } from '../branding/settings';
import { cachedUserPlanFor, userPlanFor, type UserPlan } from '../../interest-plans';
import { login } from './login';
import { revokeSession } from './sessions';
import { loginPasskeyOptions, loginSecondStep, loginWithPasskey, webauthnPlaceOf } from '../two-factor';
import { sessionMetaOf } from '../security/place';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const meAnswers = new AnswerMemo<Principal>();
  // Login counters a window old count nothing (login-limiter.ts): one instance deletes them hourly.
  app.ctx.jobs.sweep('login-throttle-prune', 3_600_000, () => app.ctx.limiter.prune());
  app.route({
    ...on(c.login),
    config: { access: 'public' },
    handler: async (request) => login(app.ctx, request.body, sessionMetaOf(request, app.ctx.config)),
  });

  // The login's second step (issue 39): public, the challenge names the person.
  const meta = (request: FastifyRequest) => sessionMetaOf(request, app.ctx.config);
  app.route({
    ...on(tf.loginSecondStep),
    config: { access: 'public' },
    handler: async (request) => loginSecondStep(app.ctx, request.body, meta(request)),
  });
  app.route({
    ...on(tf.loginPasskeyOptions),
    config: { access: 'public' },
    handler: async (request) =>
      loginPasskeyOptions(
        app.ctx,
        request.body.challenge,
        webauthnPlaceOf(app.ctx.config.publicUrl, request),
      ),
  });
  app.route({
    ...on(tf.loginPasskey),
    config: { access: 'public' },
    handler: async (request) =>
      loginWithPasskey(
        app.ctx,
        request.body,
        webauthnPlaceOf(app.ctx.config.publicUrl, request),
        meta(request),
      ),
  });

  app.route({
    ...on(c.logout),
    config: { access: 'authenticated', beforeEmailConfirmed: true, beforeTwoFactor: true },
    handler: async (request, reply) => {
      const { sessionId } = requirePrincipal(request);
      await revokeSession(app.ctx.db, sessionId);
      app.ctx.principals.dropSession(sessionId);
      await app.ctx.database.notify(SESSION_CHANNEL, `s:${sessionId}`);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...on(c.me),
    config: { access: 'authenticated', beforeEmailConfirmed: true, beforeTwoFactor: true },
    // Always far under the compression threshold (a user, at most 21 rates and a brand) and
    // without a body: the compression plugin's three hooks per request would only look.
    compress: false,
    decompress: false,
    // Read on every page load: with the plan and the brand cached (the common case) the answer is
    // sent without a promise; otherwise they are loaded first.
    handler: (request, reply) => {
      const principal = requirePrincipal(request);
      const send = (plan: UserPlan | null, settings: BrandSettings): void => {
        meAnswers.send(reply, principal, [plan, settings], () => ({
          user: userView(principal, plan),
          settings,
        }));
      };
      const plan = cachedUserPlanFor(app.ctx, principal);
      const settings = cachedBrandSettingsFor(principal.marketplaceId, app.ctx.brands);
      if (plan && settings) return send(plan.value, settings.value);
      return Promise.all([
        userPlanFor(app.ctx, principal),
        brandSettingsFor(app.ctx.db, principal.marketplaceId, app.ctx.brands),
      ]).then(([loadedPlan, loadedSettings]) => send(loadedPlan, loadedSettings));
    },
  });
};
