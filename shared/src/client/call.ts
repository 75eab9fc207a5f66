import type { z } from 'zod';
import { answerSchemaOf, pathOf, type AnswerOf, type Endpoint, type RequestOf } from '../contracts/endpoint';
import { api } from './api-client';

export type CallOptions = { headers?: Record<string, string>; signal?: AbortSignal };

/**
 * What `call` sends: the contract's params, query and body. An endpoint that declares no JSON body
 * (an upload, `multipart/form-data`) may send `FormData` instead; the route checks its fields.
 */
export type CallRequest<E extends Endpoint> = E['body'] extends z.ZodType
  ? RequestOf<E>
  : Omit<RequestOf<E>, 'body'> & { body?: FormData };

/**
 * Calls one endpoint on the shared HTTP client, from its contract: the path is filled from
 * `params`, `query` goes in the query string, `body` as JSON, and the answer is checked against
 * the contract's success schema. Failures arrive as `ApiError` (see api-client); an answer that
 * does not match the contract rejects with the schema's error.
 */
export async function call<E extends Endpoint>(
  e: E,
  request: CallRequest<E>,
  options: CallOptions = {},
): Promise<AnswerOf<E>> {
  const { params, query, body } = request as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  const { data, status } = await api.request<unknown>({
    method: e.method,
    url: pathOf(e, params),
    ...(query ? { params: withoutEmpty(query) } : {}),
    ...(body !== undefined ? { data: body } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  // A 204 has no body (axios reads it as ''); contracts declare it as `null`.
  return answerSchemaOf(e).parse(status === 204 ? null : data);
}

/** Unset filters stay out of the URL (`?status=` would be a filter for the empty status). */
function withoutEmpty(query: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}
