/**
 * The one error type of the API. Domain code throws it; the central error handler in `app.ts`
 * turns it into `{ message, code, field? }` with its HTTP status. `operational` errors are expected
 * (bad input, not found, declined card) and logged at info; anything else is a bug and logged at error.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly operational: boolean;
  readonly details: Record<string, unknown> | undefined;
  /** Sent as `Retry-After` (seconds) by the central handler: when a 429 or 503 may be retried. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    opts: {
      field?: string;
      operational?: boolean;
      details?: Record<string, unknown>;
      cause?: unknown;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.field = opts.field;
    this.operational = opts.operational ?? status < 500;
    this.details = opts.details;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }

  static badRequest(message: string, field?: string, code = 'bad_request') {
    return new AppError(400, code, message, field === undefined ? {} : { field });
  }
  static unauthorized(message = 'Não autorizado. Faça login novamente.') {
    return new AppError(401, 'unauthorized', message);
  }
  static forbidden(message = 'Você não tem permissão para esta ação.') {
    return new AppError(403, 'forbidden', message);
  }
  /** Foreign objects answer 404 too, so a caller cannot probe which ids exist. */
  static notFound(message = 'Registro não encontrado.') {
    return new AppError(404, 'not_found', message);
  }
  static conflict(message: string, code = 'conflict') {
    return new AppError(409, code, message);
  }
  static unprocessable(message: string, code = 'unprocessable', field?: string) {
    return new AppError(422, code, message, field === undefined ? {} : { field });
  }
  static tooManyRequests(message: string, retryAfterSeconds?: number) {
    return new AppError(
      429,
      'too_many_requests',
      message,
      retryAfterSeconds === undefined ? {} : { retryAfterSeconds },
    );
  }
}
