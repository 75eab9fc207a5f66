import type { FastifyInstance } from 'fastify';

/**
 * `GET /api/docs/v1`: the OpenAPI document of the public API alone, cut from the whole API's
 * (`/api/docs/json`), so a merchant reads only what a secret key can call.
 */
export function registerV1Docs(app: FastifyInstance): void {
  app.get('/docs/v1', { schema: { hide: true }, config: { access: 'public' } }, async () => {
    const whole = app.swagger() as { paths?: Record<string, unknown> } & Record<string, unknown>;
    const paths = Object.fromEntries(Object.entries(whole.paths ?? {}).filter(([p]) => p.startsWith('/v1/')));
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
