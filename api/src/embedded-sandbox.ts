import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { AppContext } from './platform/context';
import { SandboxPersistence, zoopSandbox } from './zoop-sandbox';
import { ENGINE_HOOK_PREFIX, ensureEngineWebhook, gateway, isEngineHook } from './domains/gateway';

export const SANDBOX_PREFIX = '/zoop-sandbox';
/**
 * Embedded mode (no ZOOP_API_URL): the API serves the Zoop sandbox itself under `/zoop-sandbox`
 * and, once listening, points the real Zoop adapter at it over HTTP on its own port and registers
 * its webhook URL there, exactly as it would be registered with Zoop.
 */
export async function mountEmbeddedSandbox(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const config = ctx.config.payments;
  const hookPath = `${ENGINE_HOOK_PREFIX}${encodeURIComponent(config.webhookSecret)}`;
  let ownBase: string | null = null;
  await app.register(zoopSandbox, {
    prefix: SANDBOX_PREFIX,
    apiKey: config.zoopApiKey,
    marketplaceId: config.zoopMarketplaceId,
    pixExpirySeconds: config.sandbox.pixExpirySeconds,
    sellerApprovalSeconds: config.sandbox.sellerApprovalSeconds,
    // The demo seed writes sellers and buyers with fixed provider ids into our tables without ever
    // calling the provider: the sandbox adopts such ids (everything else is as strict as Zoop).
    adoptUnknownIds: true,
    // What the adapter sent, for tests that check a request (`GET /_control/requests`, the last 200,
    // card data masked). Only the sandbox keeps it: no money, no real payer, ever passes here.
    recordRequests: true,
    // The engine's webhook, whichever instance registered it, is delivered to this process.
    webhookTarget: (url) => (ownBase && isEngineHook(url) ? `${ownBase}${hookPath}` : url),
    persistence: new SandboxPersistence(config.zoopMarketplaceId, {
      sql: ctx.database,
      durable: ctx.database.kind !== 'pglite',
      // Instances on one PostgreSQL share the sandbox's rows: they serve one sandbox.
      shared: ctx.database.kind !== 'pglite',
      onError: (err) => ctx.log.error({ err }, 'zoop sandbox: state not stored'),
    }),
  });
  app.addHook('onListen', async function onListen() {
    const base = loopbackUrl(this.server.address());
    ownBase = base;
    gateway(ctx).connect(`${base}${SANDBOX_PREFIX}`);
    await ensureEngineWebhook(ctx, `${base}${hookPath}`);
    gateway(ctx).setReady();
  });
}

/** This process as seen from itself: a wildcard bind is reached on the loopback address. */
function loopbackUrl(address: string | AddressInfo | null): string {
  if (!address || typeof address === 'string') throw new Error('the embedded Zoop sandbox needs a TCP port');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
