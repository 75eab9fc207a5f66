import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { authenticateApiKey, type ApiCaller } from '../key-auth';
import { meterKeyCall } from '../rate-limit';

declare module 'fastify' {
  interface FastifyRequest {
    apiCaller: ApiCaller | null;
  }
}

/**
 * Every `/v1` call: the key is read from the database (revocation felt at once), then its token
 * bucket, shared by every instance, answers the `RateLimit-*` headers; past the limit, 429 with
 * `Retry-After`.
 */
export function guardV1(app: FastifyInstance): void {
  app.decorateRequest('apiCaller', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await authenticateApiKey(app.ctx, request.headers.authorization);
    const rate = await meterKeyCall(app.ctx, caller.keyId);
    void reply.headers({
      'ratelimit-limit': rate.limit,
      'ratelimit-remaining': rate.remaining,
      'ratelimit-reset': rate.resetSeconds,
    });
    if (!rate.ok)
      throw AppError.tooManyRequests(
        'Limite de requisições desta chave excedido. Tente de novo em instantes.',
        rate.resetSeconds,
      );
    request.apiCaller = caller;
  });
}

export function callerOf(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller)
    throw new AppError(401, 'invalid_api_key', 'Chave de API inválida, revogada ou expirada.');
  return request.apiCaller;
}
