import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { AppContext } from '../../platform/context';
import { z } from 'zod';
import { AppError } from '../../platform/app-error';
import { SandboxPersistence, zoopSandbox } from './provider/sandbox';
import { ZOOP_EVENT_TYPES } from './provider/zoop/webhook';

export const SANDBOX_PREFIX = '/zoop-sandbox';
/**
 * Embedded mode (no ZOOP_API_URL): the API serves the Zoop sandbox itself under `/zoop-sandbox`
 * and, once listening, points the real Zoop adapter at it over HTTP on its own port and registers
 * its webhook URL there, exactly as it would be registered with Zoop.
 */
export async function mountEmbeddedSandbox(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx.payments;
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
      onError: (err) => ctx.payments.logger.error({ err }, 'zoop sandbox: state not stored'),
    }),
  });
  app.addHook('onListen', async function onListen() {
    const base = loopbackUrl(this.server.address());
    ownBase = base;
    ctx.payments.connect(`${base}${SANDBOX_PREFIX}`);
    await ensureEngineWebhook(ctx, `${base}${hookPath}`);
    ctx.payments.setReady();
  });
}

/** This process as seen from itself: a wildcard bind is reached on the loopback address. */
function loopbackUrl(address: string | AddressInfo | null): string {
  if (!address || typeof address === 'string') throw new Error('the embedded Zoop sandbox needs a TCP port');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

async function zoopCall(
  ctx: AppContext,
  method: 'POST' | 'GET' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Response> {
  const { apiUrl } = ctx.payments;
  if (!apiUrl)
    throw new AppError(
      503,
      'provider_not_ready',
      'O provedor de pagamento ainda não está disponível. Tente novamente.',
    );
  return fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${ctx.payments.config.zoopApiKey}:`).toString('base64')}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
    signal: AbortSignal.timeout(ctx.payments.config.zoopTimeoutMs),
  });
}

/** Every instance's webhook path starts so (each may have its own secret after it). */
const ENGINE_HOOK_PREFIX = '/api/webhooks/zoop/';
const isEngineHook = (url: string) => new URL(url).pathname.startsWith(ENGINE_HOOK_PREFIX);
/** Instances starting together register one after the other (`pg_advisory_lock` key). */
const REGISTRATION_LOCK = 35_015;

/**
 * One registration of the engine's webhook for all instances on the database: one registered by
 * another instance (its own port) is kept and this one adds none, copies left by earlier starts
 * are removed. The sandbox delivers it to the instance an event happens on (`webhookTarget`).
 */
async function ensureEngineWebhook(ctx: AppContext, url: string): Promise<void> {
  const mid = ctx.payments.config.zoopMarketplaceId;
  await ctx.database.pinned(async (conn) => {
    await conn.query('SELECT pg_advisory_lock($1)', [REGISTRATION_LOCK]);
    try {
      const listed = await zoopCall(ctx, 'GET', `/v1/marketplaces/${mid}/webhooks`);
      if (!listed.ok) throw new Error(`webhook list failed: HTTP ${listed.status}`);
      const engine = webhookListSchema.parse(await listed.json()).items.filter((w) => isEngineHook(w.url));
      // Registered again under the URL already there: the same webhook, its events brought up to date.
      await registerWebhook(ctx, engine[0]?.url ?? url);
      for (const copy of engine.slice(1)) {
        const res = await zoopCall(ctx, 'DELETE', `/v1/marketplaces/${mid}/webhooks/${copy.id}`);
        if (!res.ok && res.status !== 404) throw new Error(`webhook removal failed: HTTP ${res.status}`);
      }
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [REGISTRATION_LOCK]);
    }
  });
}

const webhookListSchema = z.object({ items: z.array(z.object({ id: z.string(), url: z.url() })) });

/** Zoop's `POST /webhooks` (the request field is `event`, singular). */
export async function registerWebhook(ctx: AppContext, url: string): Promise<void> {
  const { config } = ctx.payments;
  const res = await zoopCall(ctx, 'POST', `/v1/marketplaces/${config.zoopMarketplaceId}/webhooks`, {
    method: 'POST',
    url,
    // Exactly the events the product acts on (the adapter's list; docs/payments.md "Going live").
    event: ZOOP_EVENT_TYPES,
    description: 'Pagora payments engine',
    ...(config.zoopWebhookAuthorization ? { authorization: config.zoopWebhookAuthorization } : {}),
  });
  if (!res.ok) throw new Error(`webhook registration failed: HTTP ${res.status}`);
}

/** The sandbox's control call: what the payer's bank does when the PIX is paid. */
export async function sandboxPayPix(ctx: AppContext, providerId: string): Promise<void> {
  const res = await zoopCall(ctx, 'POST', `/_control/transactions/${encodeURIComponent(providerId)}/pay`);
  if (res.status === 409)
    throw AppError.conflict('Este PIX não está mais aguardando pagamento.', 'pix_not_pending');
  if (!res.ok) throw new AppError(502, 'sandbox_error', 'O sandbox de pagamentos não aceitou o pagamento.');
}
