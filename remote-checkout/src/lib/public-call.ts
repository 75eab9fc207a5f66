import {
  answerSchemaOf,
  pathOf,
  type AnswerOf,
  type Endpoint,
  type RequestOf,
} from '@pagora/shared/contracts';
import { PublicApiError, publicRequest } from './public-api';

export const UNEXPECTED_ANSWER = 'Resposta inesperada do servidor. Tente novamente.';

/**
 * `call()` of `@pagora/shared/client`, on the payer's anonymous `fetch` client: the path is filled
 * from the contract's params, the body goes as JSON and the answer is checked against the
 * contract's success schema. An answer that breaks the contract rejects with a `PublicApiError`
 * without a status, so the page offers a retry (with the same Idempotency-Key) rather than a verdict.
 *
 * It brings the contracts, and zod with them: only code loaded after the first screen may import
 * it (the step-2 panels). The first screen's own call stays in `features/pay/api/get-payment-link.ts`.
 */
export async function callPublic<E extends Endpoint>(
  e: E,
  request: RequestOf<E>,
  headers?: Record<string, string>,
): Promise<AnswerOf<E>> {
  const { params, query, body } = request as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  const json = await publicRequest<unknown>(e.method, pathOf(e, params) + queryString(query), {
    body,
    ...(headers ? { headers } : {}),
  });
  const answer = answerSchemaOf(e).safeParse(json);
  if (!answer.success) throw new PublicApiError(UNEXPECTED_ANSWER, null, 'UNEXPECTED_ANSWER', json);
  return answer.data;
}

/** Unset values stay out of the URL, as `call()` does. */
function queryString(query: object | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}
