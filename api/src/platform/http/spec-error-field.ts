import type { FastifyInstance } from 'fastify';

/**
 * The spec's client reads an error's text from `error` on the sellers' and marketplaces' routes:
 * their error answers carry it beside our `message`, same text (for the routes of `app`'s scope).
 */
export function withSpecErrorField(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
    const body = payload as { message?: unknown; error?: unknown };
    return typeof body.message === 'string' && body.error === undefined
      ? { ...body, error: body.message }
      : payload;
  });
}
