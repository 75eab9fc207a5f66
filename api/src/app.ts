import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { accountRoutes } from './modules/accounts/routes';
import { authRoutes } from './modules/auth/routes';
import { brandingRoutes } from './modules/branding/routes';
import { cepRoutes } from './modules/cep/routes';
import { healthRoutes } from './modules/health/routes';
import { linkRoutes } from './modules/links/routes';
import { registerPayments } from './modules/payments/register-payments';
import { paymentRoutes } from './modules/payments/routes';
import { listenForSessionChanges, registerAuthentication } from './plugins/authenticate';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerWeb } from './plugins/web';

export type BuildOptions = { logger?: FastifyServerOptions['logger'] };

/**
 * The whole API as one Fastify instance: tests build it and call `inject`; `server.ts` adds
 * listening and graceful shutdown. Order: framework plugins, then guards, then routes.
 */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    // The spec's client sends extra fields: zod strips unknown keys, so nothing unknown is stored.
    ajv: { customOptions: { removeAdditional: 'all' } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Tests and development check every answer against its zod schema; production trusts the
  // schemas those tests enforced and writes plain JSON, which keeps hot reads cheap.
  app.setSerializerCompiler(ctx.config.env === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler);
  app.decorate('ctx', ctx);
  // JSON only (multipart is added by the upload routes): any other content type answers 415.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  registerAuthentication(app);
  await registerOpenApi(app);
  await registerPayments(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(linkRoutes);
      await api.register(paymentRoutes);
      await api.register(brandingRoutes);
      await api.register(cepRoutes);
    },
    { prefix: '/api' },
  );

  await registerWeb(app);

  const unlisteners = [
    await listenForSessionChanges(app),
    await ctx.brands.listen(ctx.database),
    await ctx.plans.listen(ctx.database),
    await ctx.linkViews.listen(ctx.database),
  ];
  app.addHook('onClose', async () => {
    for (const unlisten of unlisteners) await unlisten();
  });
  return app;
}
