import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

type LogStream = { write(line: string): void };

/**
 * What the logs may say, decided by construction: each serializer copies a short list of known-safe
 * fields and nothing else. An error never brings its SQL text or parameters (a driver error carries
 * both: password hashes, payer data), a request never its body, headers or query string, and the
 * webhook's path secret is cut from every URL. The `redact` paths are a second net for objects
 * passed explicitly (`{ password }`), not the first one.
 */
export function safeUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(/\/webhooks\/zoop\/[^/]+/, '/webhooks/zoop/[segredo]');
}

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  statusCode?: unknown;
  stack?: unknown;
  cause?: unknown;
};

/** Error text without the values a driver quotes back (`... "$1" = 'secret'`, `Key (email)=(...)`). */
function safeMessage(message: string): string {
  return message
    .replace(/^Failed query:[\s\S]*/m, 'Failed query (SQL and parameters omitted)')
    .replace(/\(([^()]*)\)=\([^)]*\)/g, '($1)=(…)')
    .slice(0, 500);
}

type SafeError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(err: unknown, depth = 0): SafeError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const e = err as ErrorLike;
  const out: SafeError = {
    type: typeof e.name === 'string' ? e.name : 'Error',
    message: typeof e.message === 'string' ? safeMessage(e.message) : '',
    stack: '',
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  // Only the frames (code locations): the stack's head repeats the message, on as many lines as it has.
  if (typeof e.stack === 'string')
    out.stack = e.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 12)
      .join('\n');
  if (e.cause && depth < 2) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

type RequestLike = { method?: string; url?: string; id?: unknown; ip?: string };
type ReplyLike = { statusCode?: number };

export const serializers = {
  err: serializeError,
  error: serializeError,
  req: (req: RequestLike) => ({ id: req.id, method: req.method, url: safeUrl(req.url ?? ''), ip: req.ip }),
  res: (res: ReplyLike) => ({ statusCode: res.statusCode }),
};

/** Names no log line should ever carry, wherever they sit in an object passed to the logger. */
const REDACT = [
  'password',
  'senha',
  'passwordHash',
  'password_hash',
  'token',
  'authorization',
  'number',
  'card_number',
  'cvc',
  'cvv',
  'security_code',
  // Two-step sign-in (accounts/two-factor). Not `code`: that key is our error code in every log.
  'recoveryCode',
  'recoveryCodes',
  'secret',
  'otpauthUri',
  'challenge',
  '*.password',
  '*.senha',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.authorization',
  '*.number',
  '*.card_number',
  '*.cvc',
  '*.cvv',
  '*.security_code',
  '*.recoveryCode',
  '*.recoveryCodes',
  '*.secret',
  '*.otpauthUri',
  '*.challenge',
];

/**
 * Fastify's logger: JSON lines (production, tests), or `pretty` for a person running the demo:
 * one readable line per start-up fact, requests only at debug level.
 */
export function loggerOptions(
  level: string,
  format: 'json' | 'pretty',
  stream?: LogStream,
): { logger: FastifyServerOptions['logger']; disableRequestLogging?: boolean } {
  const base = { level, serializers, redact: { paths: REDACT, censor: '[oculto]' } };
  if (format === 'json' || stream) return { logger: stream ? { ...base, stream } : base };
  return {
    logger: {
      ...base,
      stream: pretty({
        colorize: process.stdout.isTTY ?? false,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,reqId',
        singleLine: true,
      }),
    },
    disableRequestLogging: true,
  };
}
