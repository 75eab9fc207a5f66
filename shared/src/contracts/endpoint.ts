import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint's contract, written once: the API route takes its validation, serialization and
 * OpenAPI from it, the front end's client function its path and types, tests their expectations.
 * `path` is relative to `/api`, with `:name` parameters. `response` maps each status the route
 * answers with a body of its own; plain errors (`{ message, code, field? }`) are implied.
 */
export interface Endpoint {
  method: HttpMethod;
  path: `/${string}`;
  /** The OpenAPI tag: the domain the endpoint belongs to. */
  tag: string;
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: { [status: number]: z.ZodType };
}

/** Declares a contract, keeping its literal types for the route and the client. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessSchemas<E extends Endpoint> = E['response'][Extract<keyof E['response'], SuccessStatus>];

/** What a successful call answers (the union when a route has several 2xx bodies). */
export type AnswerOf<E extends Endpoint> = z.output<SuccessSchemas<E>>;

type Part<K extends string, S> = S extends z.ZodType ? { [P in K]: z.input<S> } : { [P in K]?: never };
type OptionalPart<K extends string, S> = S extends z.ZodType
  ? { [P in K]?: z.input<S> }
  : { [P in K]?: never };

/** What a client sends: path params and body as the schemas accept them; the query is optional. */
export type RequestOf<E extends Endpoint> = Part<'params', E['params']> &
  OptionalPart<'query', E['query']> &
  Part<'body', E['body']>;

/** `/transactions/:userId` with `{ userId: 'a b' }` -> `/transactions/a%20b`. */
export function pathOf(e: Pick<Endpoint, 'path'>, params: Record<string, unknown> = {}): string {
  return e.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** The schema of every 2xx body of `e`, for clients that check what they receive. */
export function answerSchemaOf<E extends Endpoint>(e: E): z.ZodType<AnswerOf<E>> {
  const schemas = Object.entries(e.response)
    .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
    .map(([, schema]) => schema);
  if (schemas.length === 0) throw new Error(`${e.method} ${e.path} declares no success answer`);
  const [first, ...rest] = schemas as [z.ZodType, ...z.ZodType[]];
  return (rest.length === 0 ? first : z.union([first, ...rest])) as z.ZodType<AnswerOf<E>>;
}
