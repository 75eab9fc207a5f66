/**
 * Errors that say the database cannot be reached right now (down, restarting, failing over, out
 * of connections), as opposed to a bad query. Such a request answers 503 with `Retry-After`, so
 * a load balancer and a client can tell an outage from a bug. Drizzle wraps the driver's error
 * in `cause`, so the whole chain is looked at.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATE classes 08 (connection exception) and 57P0x (shutdown, crash recovery, starting up). */
const SQLSTATE = /^(08...|57P0[1-4]|53300)$/;

const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    e = cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again during an outage. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
