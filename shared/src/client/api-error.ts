import { isAxiosError } from 'axios';

export const NETWORK_ERROR_MESSAGE = 'Sem resposta do servidor. Verifique sua conexão.';
export const UNKNOWN_ERROR_MESSAGE = 'Ocorreu um erro';

/** Every failed API call rejects with this, built from the API's `{ message, code, field? }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; null when the server never answered. */
    readonly status: number | null,
    readonly code: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  field?: unknown;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (!error.response) return new ApiError(NETWORK_ERROR_MESSAGE, null, 'NETWORK_ERROR');
    const body = (error.response.data ?? {}) as ErrorBody;
    const message = typeof body.message === 'string' && body.message ? body.message : UNKNOWN_ERROR_MESSAGE;
    const code = typeof body.code === 'string' ? body.code : `HTTP_${error.response.status}`;
    const field = typeof body.field === 'string' ? body.field : undefined;
    return new ApiError(message, error.response.status, code, field);
  }
  return new ApiError(error instanceof Error ? error.message : UNKNOWN_ERROR_MESSAGE, null, 'UNKNOWN');
}

/** The server's message when there is one, else the screen's own fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  const e = toApiError(error);
  return e.status !== null && e.message !== UNKNOWN_ERROR_MESSAGE ? e.message : fallback;
}
