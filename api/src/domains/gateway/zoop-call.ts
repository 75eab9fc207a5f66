import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';

/**
 * A call to the Zoop API the adapter is pointed at, with the marketplace's key, outside the port:
 * the webhook registration at start and the sandbox's control calls. Port verbs go through the
 * adapter (zoop/http.ts), which also maps Zoop's errors.
 */
export async function zoopCall(
  ctx: AppContext,
  method: 'POST' | 'GET' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Response> {
  const { apiUrl } = ctx.gateway;
  const config = ctx.config.payments;
  if (!apiUrl)
    throw new AppError(
      503,
      'provider_not_ready',
      'O provedor de pagamento ainda não está disponível. Tente novamente.',
    );
  return fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${config.zoopApiKey}:`).toString('base64')}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
    signal: AbortSignal.timeout(config.zoopTimeoutMs),
  });
}
