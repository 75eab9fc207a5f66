import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { twoFactorContract as c } from '@pagora/shared/contracts';
import { on } from '../../../platform/http/route';
import { requirePrincipal } from '../../../platform/principal';
import { twoFactorStatus } from './factors';
import { webauthnPlaceOf } from './login-passkey';
import { confirmTotp, disableTwoFactor, regenerateRecoveryCodes } from './manage';
import { addPasskey, passkeyRegistrationOptions, removePasskey } from './passkeys';
import { twoFactorKey } from './secret-box';
import { startTotpSetup } from './totp';

/**
 * 'Segurança' › two-step sign-in (issue 39): every route acts on the person behind the session
 * (`actor`), never the account it acts for, and stays open to a person who must still set it up.
 */
const config = { access: 'authenticated', permission: 'personal', beforeTwoFactor: true } as const;

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const placeOf = (request: Parameters<typeof webauthnPlaceOf>[1]) =>
    webauthnPlaceOf(ctx.config.publicUrl, request);

  app.route({
    ...on(c.status),
    config,
    handler: async (request) => twoFactorStatus(ctx, requirePrincipal(request)),
  });

  app.route({
    ...on(c.startTotp),
    config,
    handler: async (request) =>
      startTotpSetup(ctx.db, twoFactorKey(ctx.config), requirePrincipal(request).actor),
  });

  app.route({
    ...on(c.confirmTotp),
    config,
    handler: async (request) => confirmTotp(ctx, requirePrincipal(request), request.body),
  });

  app.route({
    ...on(c.disable),
    config,
    handler: async (request) => disableTwoFactor(ctx, requirePrincipal(request), request.body),
  });

  app.route({
    ...on(c.regenerateCodes),
    config,
    handler: async (request) => regenerateRecoveryCodes(ctx, requirePrincipal(request), request.body),
  });

  app.route({
    ...on(c.passkeyOptions),
    config,
    handler: async (request) => passkeyRegistrationOptions(ctx, requirePrincipal(request), placeOf(request)),
  });

  app.route({
    ...on(c.addPasskey),
    config,
    handler: async (request, reply) =>
      reply.code(201).send(await addPasskey(ctx, requirePrincipal(request), request.body, placeOf(request))),
  });

  app.route({
    ...on(c.removePasskey),
    config,
    handler: async (request) =>
      removePasskey(ctx, requirePrincipal(request), request.params.id, request.body.password),
  });
};
