import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { usePtBrValidationMessages } from '@pagora/shared';
import type { AppContext } from './app-context';
import { accountRoutes, securityRoutes, teamRoutes, twoFactorRoutes } from './domains/accounts';
import { activityRoutes, registerActivity } from './domains/activity';
import { authRoutes } from './domains/accounts';
import { brandingRoutes, passwordResetRoutes } from './domains/accounts';
import { auditRoutes } from './domains/audit';
import { couponRoutes, registerCoupons } from './domains/coupons';
import { billingRoutes, registerBilling } from './domains/billing';
import { buyerRoutes } from './domains/buyers';
import { cepRoutes } from './domains/cep';
import { developerRoutes, developerWebhookRoutes, registerDevelopers, v1Routes } from './domains/developers';
import { healthRoutes } from './domains/health';
import { interestPlanRoutes } from './domains/interest-plans';
import { linkMailRoutes, linkRoutes, payerPageRoutes } from './domains/links';
import { mailRoutes, registerMail } from './domains/mail';
import { gateway } from './domains/gateway';
import { mountEmbeddedSandbox } from './embedded-sandbox';
import { noScriptPayRoutes, registerPayments } from './domains/payments';
import { paymentRoutes } from './domains/payments';
import { recurrencePlanRoutes } from './domains/recurrence-plans';
import { marketplaceRoutes } from './domains/marketplaces';
import { sellerRoutes } from './domains/sellers';
import { registerTransactions, transactionRoutes } from './domains/transactions';
import { listenForSessionChanges, registerAuthentication } from './domains/accounts';
import { registerErrorHandler } from './platform/error-handler';
import { clientErrorHandler, frameworkErrors, requestIdOptions } from './platform/http/framework-errors';
import { registerTextGuard } from './platform/http/text-guard';
import { safeUrl } from './platform/logging';
import { schemaSerializerCompiler } from './platform/http/serializer';
import { trustProxyOption } from './platform/http/trust-proxy';
import { registerOpenApi } from './platform/openapi';
import { registerPartitions } from './platform/partitions/register';
import { registerMetrics } from './platform/http/metrics-route';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerWeb, remoteOrigins } from './platform/web';
import { registerCompression } from './platform/http/compression';
import { payoutRoutes } from './domains/payouts';
import { anticipationRoutes } from './domains/anticipation';
import { feeTableRoutes } from './domains/fees';
import { registerStatement, statementRoutes } from './domains/statement';
import { privacyPayerRoutes, privacyRoutes } from './domains/privacy';
import { receiptEmailRoutes } from './domains/payments';

export type BuildOptions = {
  logger?: FastifyServerOptions['logger'];
  /** The pretty demo log: no request lines at info; one line per request at debug instead. */
  disableRequestLogging?: boolean;
};

/**
 * The whole API as one Fastify instance: tests build it and call `inject`; `server.ts` adds
 * listening and graceful shutdown. Order: framework plugins, then guards, then routes.
 */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // Fields without a message of their own answer in pt-BR too (zod's default is English).
  usePtBrValidationMessages();
  const app = Fastify({
    logger: opts.logger ?? false,
    ...(opts.disableRequestLogging
      ? { logController: new LogController({ disableRequestLogging: true }) }
      : {}),
    bodyLimit: 1024 * 1024,
    ...requestIdOptions,
    frameworkErrors,
    clientErrorHandler,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    // The spec's client sends extra fields: zod strips unknown keys, so nothing unknown is stored.
    ajv: { customOptions: { removeAdditional: 'all' } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Every answer is written by its schema's compiled serializer (unlisted fields never leave);
  // outside production it is also checked against the zod schema first.
  app.setSerializerCompiler(schemaSerializerCompiler({ validate: ctx.config.env !== 'production' }));
  app.decorate('ctx', ctx);
  ctx.log = app.log;
  // JSON only (multipart is added by the upload routes): any other content type answers 415.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  registerSecurityHeaders(app, { remoteOrigins: remoteOrigins(ctx.config.remotesRegistry) });
  await registerCompression(app);
  if (opts.disableRequestLogging) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug(
        `${request.method} ${safeUrl(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`,
      );
    });
  }
  registerMetrics(app);
  // Shutting down: each answer ends its keep-alive connection, so the server can close.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (ctx.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  registerTextGuard(app);
  registerAuthentication(app);
  // Every successful staff change, recorded after its reply (issue 39, docs/activity.md).
  registerActivity(app);
  await registerOpenApi(app);
  // No ZOOP_API_URL: the Zoop stand-in is served by this process and reached over HTTP.
  if (gateway(ctx).sandbox) await mountEmbeddedSandbox(app, ctx);
  await registerPayments(app);
  // Payments prices a payer's coupon through the coupons domain (payments/coupon-port.ts).
  registerCoupons();
  await registerBilling(app);
  await registerMail(app);
  await registerDevelopers(app);
  await registerStatement(app);
  registerTransactions(app);
  registerPartitions(ctx);
  // The job queue starts once every domain has declared its sweeps, and stops before the database.
  ctx.jobs.logger = app.log;
  ctx.jobs.onFailure = (queue, err) => {
    ctx.metrics.jobFailed(queue);
    ctx.metrics.databaseError(err);
  };
  app.addHook('onReady', () => ctx.jobs.start());
  // Running sweeps get most of the shutdown deadline; the rest closes the database.
  app.addHook('onClose', () => ctx.jobs.stop(Math.max(1, ctx.config.shutdownTimeoutSeconds - 5) * 1000));

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(linkRoutes);
      await api.register(paymentRoutes);
      await api.register(transactionRoutes);
      await api.register(sellerRoutes);
      await api.register(marketplaceRoutes);
      await api.register(buyerRoutes);
      await api.register(recurrencePlanRoutes);
      await api.register(billingRoutes);
      await api.register(interestPlanRoutes);
      await api.register(auditRoutes);
      await api.register(brandingRoutes);
      await api.register(cepRoutes);
      await api.register(mailRoutes);
      await api.register(passwordResetRoutes);
      await api.register(linkMailRoutes);
      await api.register(developerRoutes);
      await api.register(developerWebhookRoutes);
      await api.register(payoutRoutes);
      await api.register(anticipationRoutes);
      await api.register(feeTableRoutes);
      await api.register(statementRoutes);
      await api.register(receiptEmailRoutes);
      await api.register(teamRoutes);
      await api.register(twoFactorRoutes);
      await api.register(securityRoutes);
      await api.register(activityRoutes);
      await api.register(privacyRoutes);
      await api.register(privacyPayerRoutes);
      await api.register(couponRoutes);
    },
    { prefix: '/api' },
  );
  // The public API for merchants' servers, called with a secret key (docs/developers.md).
  await app.register(v1Routes, { prefix: '/v1' });

  // The payer's page is rendered here (the first screen in its HTML); the rest of the web apps are files.
  await app.register(payerPageRoutes);
  // Without scripts the payer still pays: PIX and boleto by plain form posts (docs/payer-page-without-js.md).
  await app.register(noScriptPayRoutes);
  await registerWeb(app);

  const unlisteners = [
    await listenForSessionChanges(app),
    await ctx.brands.listen(ctx.database),
    await ctx.plans.listen(ctx.database),
    await ctx.linkViews.listen(ctx.database),
    await ctx.balances.listen(ctx.database),
  ];
  app.addHook('onClose', async () => {
    for (const unlisten of unlisteners) await unlisten();
  });
  return app;
}
