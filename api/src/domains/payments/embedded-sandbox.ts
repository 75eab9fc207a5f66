import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { SandboxPersistence, zoopSandbox } from './provider/sandbox';

export const SANDBOX_PREFIX = '/zoop-sandbox';
/** Zoop transaction events the engine listens to. */
const WEBHOOK_EVENTS = [
  'transaction.succeeded',
  'transaction.failed',
  'transaction.canceled',
  'transaction.reversed',
  'transaction.refunded',
  'transaction.charged_back',
  'transaction.updated',
  'seller.activated',
  'seller.enabled',
  'seller.denied',
  'seller.updated',
  // Money out (issue 25): a payout's bank answer.
  'transfer.created',
  'transfer.succeeded',
  'transfer.failed',
  'transfer.canceled',
];

/**
 * Embedded mode (no ZOOP_API_URL): the API serves the Zoop sandbox itself under `/zoop-sandbox`
 * and, once listening, points the real Zoop adapter at it over HTTP on its own port and registers
 * its webhook URL there, exactly as it would be registered with Zoop.
 */
export async function mountEmbeddedSandbox(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx.payments;
  await app.register(zoopSandbox, {
    prefix: SANDBOX_PREFIX,
    apiKey: config.zoopApiKey,
    marketplaceId: config.zoopMarketplaceId,
    pixExpirySeconds: config.sandbox.pixExpirySeconds,
    sellerApprovalSeconds: config.sandbox.sellerApprovalSeconds,
    // The demo seed writes sellers and buyers with fixed provider ids into our tables without ever
    // calling the provider: the sandbox adopts such ids (everything else is as strict as Zoop).
    adoptUnknownIds: true,
    persistence: new SandboxPersistence(config.zoopMarketplaceId, {
      sql: ctx.database,
      durable: ctx.database.kind !== 'pglite',
      onError: (err) => ctx.payments.logger.error({ err }, 'zoop sandbox: state not stored'),
    }),
  });
  app.addHook('onListen', async function onListen() {
    const base = loopbackUrl(this.server.address());
    ctx.payments.connect(`${base}${SANDBOX_PREFIX}`);
    await registerWebhook(ctx, `${base}/api/webhooks/zoop/${encodeURIComponent(config.webhookSecret)}`);
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
  method: 'POST' | 'GET',
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

/** Zoop's `POST /webhooks` (the request field is `event`, singular). */
export async function registerWebhook(ctx: AppContext, url: string): Promise<void> {
  const { config } = ctx.payments;
  const res = await zoopCall(ctx, 'POST', `/v1/marketplaces/${config.zoopMarketplaceId}/webhooks`, {
    method: 'POST',
    url,
    event: WEBHOOK_EVENTS,
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
