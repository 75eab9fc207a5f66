import type { FastifyInstance } from 'fastify';

type Operation = { responses?: Record<string, { headers?: Record<string, unknown> }> };

const seconds = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });
/** What the guard (guard.ts) puts on every answer to a key, and a 429's wait. */
const RATE_HEADERS = {
  'RateLimit-Limit': seconds('Chamadas que a chave pode fazer de uma vez (o tamanho do balde).'),
  'RateLimit-Remaining': seconds('Chamadas que restam agora.'),
  'RateLimit-Reset': seconds('Segundos até o balde encher de novo (após um 429: até a próxima chamada).'),
};
const RETRY_AFTER = { 'Retry-After': seconds('Segundos a esperar antes de tentar de novo.') };

/** Every answer of every operation documents the `RateLimit-*` headers; a 429 also `Retry-After`. */
function withRateHeaders(pathItem: Record<string, Operation>): Record<string, Operation> {
  return Object.fromEntries(
    Object.entries(pathItem).map(([method, op]) => [
      method,
      {
        ...op,
        responses: Object.fromEntries(
          Object.entries(op.responses ?? {}).map(([status, answer]) => [
            status,
            {
              ...answer,
              headers: { ...answer.headers, ...RATE_HEADERS, ...(status === '429' ? RETRY_AFTER : {}) },
            },
          ]),
        ),
      },
    ]),
  );
}

/**
 * `GET /api/docs/v1`: the OpenAPI document of the public API alone, cut from the whole API's
 * (`/api/docs/json`), so a merchant reads only what a secret key can call.
 */
export function registerV1Docs(app: FastifyInstance): void {
  app.get('/docs/v1', { schema: { hide: true }, config: { access: 'public' } }, async () => {
    const whole = app.swagger() as { paths?: Record<string, Record<string, Operation>> } & Record<
      string,
      unknown
    >;
    const paths = Object.fromEntries(
      Object.entries(whole.paths ?? {})
        .filter(([p]) => p.startsWith('/v1/'))
        .map(([p, item]) => [p, withRateHeaders(item)]),
    );
    return {
      ...whole,
      info: {
        title: 'Pagora API v1',
        description:
          'API pública para o servidor da sua loja: Authorization: Bearer pgr_… (chave secreta criada em Desenvolvedores). Valores em centavos, moeda BRL.',
        version: '1.0.0',
      },
      tags: [{ name: 'v1' }],
      paths,
    };
  });
}
