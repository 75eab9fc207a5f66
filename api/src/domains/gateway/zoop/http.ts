import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { badResponseError, isOutcomeUnknown, mapZoopError, unavailableError } from './errors';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;
/** Any pino-style logger. Only method, path, status and timing are ever logged: no bodies, no card data. */
/** Every call is logged at debug (a demo's log stays quiet); failures and retries louder. */
export type ZoopLogger = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn };

export type ZoopHttpOptions = {
  apiUrl: string;
  apiKey: string;
  marketplaceId: string;
  timeoutMs: number;
  logger?: ZoopLogger | undefined;
  /** Extra attempts for GETs after a timeout/5xx. POSTs are never blindly repeated. */
  getRetries?: number | undefined;
  retryBaseDelayMs?: number | undefined;
  /** `v1` (payments, sellers, buyers, cards) by default; `v2` is recurring billing (plans). */
  version?: 'v1' | 'v2' | undefined;
  /**
   * A root other than `/{version}/marketplaces/{id}`, from the API root: Zoop's boleto cancellation
   * lives at `/v1/boletos/cancellation/marketplaces/{id}` (its OpenAPI v1.1).
   */
  basePath?: string | undefined;
};

export type ZoopAnswer<T> = { data: T; raw: unknown };
export type ZoopHttp = {
  get<S extends z.ZodType>(path: string, schema: S): Promise<ZoopAnswer<z.output<S>>>;
  post<S extends z.ZodType>(path: string, schema: S, body: unknown): Promise<ZoopAnswer<z.output<S>>>;
  put<S extends z.ZodType>(path: string, schema: S, body: unknown): Promise<ZoopAnswer<z.output<S>>>;
  delete<S extends z.ZodType>(path: string, schema: S): Promise<ZoopAnswer<z.output<S>>>;
  /** A multipart upload (seller documents); like any POST, never repeated blindly. */
  postForm<S extends z.ZodType>(path: string, schema: S, form: FormData): Promise<ZoopAnswer<z.output<S>>>;
};

const unreadable = Symbol('unreadable');

/**
 * JSON.parse, then once more with `\'` unescaped: public clients (COR) work around Zoop answering
 * `\'` inside strings, which JSON does not allow. Anything else unreadable stays unreadable.
 */
export function parseLenient(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(text.replace(/\\'/g, "'"));
    } catch {
      return unreadable;
    }
  }
}

/**
 * A 2xx we cannot read. After a read it is a bad answer (never guess money from it); after a
 * write Zoop did act, we just cannot tell how: an unknown outcome, which callers resolve by
 * looking the object up (a charge by `reference_id`), as after a timeout.
 */
function unreadableAnswer(method: string, path: string, issues: string) {
  if (method === 'GET') return badResponseError(path, issues);
  return unavailableError('bad_response', { path, issues });
}

const silent: ZoopLogger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** Thin HTTP client for `/v1/marketplaces/{id}` (or `/v2/…`): Basic auth, per-request timeout, error mapping. */
export function createZoopHttp(opts: ZoopHttpOptions): ZoopHttp {
  const base =
    opts.apiUrl.replace(/\/+$/, '') +
    (opts.basePath ?? `/${opts.version ?? 'v1'}/marketplaces/${encodeURIComponent(opts.marketplaceId)}`);
  // Zoop's Basic scheme: the key is the user name and the password is empty.
  const authorization = `Basic ${Buffer.from(`${opts.apiKey}:`).toString('base64')}`;
  const log = opts.logger ?? silent;
  const getRetries = opts.getRetries ?? 2;
  const baseDelay = opts.retryBaseDelayMs ?? 200;

  async function once(method: string, path: string, body: unknown): Promise<unknown> {
    const started = Date.now();
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    // A FormData body sets its own multipart content type (with the boundary).
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    let status: number;
    let text: string;
    try {
      const res = await fetch(base + path, {
        method,
        headers,
        body: body === undefined ? null : form ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      log.warn(
        { method, path, ms: Date.now() - started, cause: timedOut ? 'timeout' : 'network' },
        'zoop request failed',
      );
      throw unavailableError(timedOut ? 'timeout' : 'network');
    }
    log.debug({ method, path, status, ms: Date.now() - started }, 'zoop request');
    const json = parseLenient(text);
    if (status >= 400) throw mapZoopError(status, json === unreadable ? null : json);
    if (json === unreadable) throw unreadableAnswer(method, path, 'corpo não é JSON');
    return json;
  }

  async function request<S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown) {
    const attempts = method === 'GET' ? 1 + getRetries : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        const raw = await once(method, path, body);
        const parsed = schema.safeParse(raw);
        if (!parsed.success) throw unreadableAnswer(method, path, z.prettifyError(parsed.error));
        return { data: parsed.data as z.output<S>, raw };
      } catch (err) {
        if (attempt >= attempts || !isOutcomeUnknown(err)) throw err;
        // Exponential backoff with jitter so many clients do not retry in lockstep.
        await sleep(baseDelay * 2 ** (attempt - 1) * (0.5 + Math.random() / 2));
        log.info({ method, path, attempt: attempt + 1 }, 'zoop retry');
      }
    }
  }

  return {
    get: (path, schema) => request('GET', path, schema),
    post: (path, schema, body) => request('POST', path, schema, body),
    put: (path, schema, body) => request('PUT', path, schema, body),
    delete: (path, schema) => request('DELETE', path, schema),
    postForm: (path, schema, form) => request('POST', path, schema, form),
  };
}
