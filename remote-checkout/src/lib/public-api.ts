import type { HttpMethod } from '@pagora/shared/contracts';

/**
 * The payer's HTTP client: `/api`, no bearer token, no 401 handling, no session. Payers are
 * anonymous, so the back-office client (`@pagora/shared/client`'s axios instance, which adds the
 * stored token and clears the session on 401) is never used here; `fetch` also keeps axios out of
 * the public page's first load.
 */
export const PUBLIC_NETWORK_ERROR = 'Não foi possível conectar. Verifique sua conexão e tente novamente.';
const UNKNOWN_ERROR = 'Ocorreu um erro';

/** Every failed call rejects with this, built from the API's `{ message, code, field? }`. */
export class PublicApiError extends Error {
  override readonly name = 'PublicApiError';
  constructor(
    message: string,
    /** HTTP status; null without a usable answer (no connection, or an answer off its contract). */
    readonly status: number | null,
    readonly code: string,
    /** The whole answer body (a declined card carries its transaction in it). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

type Options = { body?: unknown; headers?: Record<string, string> };

/** One request to `/api{path}`; an empty body answers `null`. */
export async function publicRequest<T>(
  method: HttpMethod,
  path: string,
  { body, headers = {} }: Options = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new PublicApiError(PUBLIC_NETWORK_ERROR, null, 'NETWORK_ERROR');
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const err = (json ?? {}) as { message?: unknown; code?: unknown };
    const message = typeof err.message === 'string' && err.message ? err.message : UNKNOWN_ERROR;
    const code = typeof err.code === 'string' ? err.code : `HTTP_${res.status}`;
    throw new PublicApiError(message, res.status, code, json);
  }
  return json as T;
}

export const publicApi = {
  get: <T>(path: string) => publicRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    publicRequest<T>('POST', path, { body, headers }),
};

/** A fresh key per payment attempt: a retried request is then never charged twice. */
export { newIdempotencyKey } from '@pagora/shared/lite';

/** Path segments from user-visible ids are always encoded. */
export const segment = (value: string) => encodeURIComponent(value);
