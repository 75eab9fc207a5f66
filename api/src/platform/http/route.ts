import type { Endpoint } from '@pagora/shared/contracts';
import { errorResponses } from './error-responses';

type Maybe<K extends string, S> = S extends undefined ? { [P in K]?: undefined } : { [P in K]: S };

/** The Fastify schema of a contract: its validation, its serializers and its OpenAPI entry. */
export type RouteSchemaOf<E extends Endpoint> = {
  tags: string[];
  summary?: string;
  response: Omit<typeof errorResponses, keyof E['response']> & E['response'];
} & Maybe<'params', E['params']> &
  Maybe<'querystring', E['query']> &
  Maybe<'body', E['body']>;

/**
 * The method, URL and schema of a route, from its contract in `@pagora/shared/contracts`:
 * `app.route({ ...on(linksContract.list), config: { access }, handler })`. The handler's
 * request and reply types are inferred from the contract's zod schemas.
 */
export function on<const E extends Endpoint>(
  e: E,
): { method: E['method']; url: E['path']; schema: RouteSchemaOf<E> } {
  const schema = {
    tags: [e.tag],
    ...(e.summary ? { summary: e.summary } : {}),
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    response: { ...errorResponses, ...e.response },
  };
  return { method: e.method, url: e.path, schema: schema as unknown as RouteSchemaOf<E> };
}
