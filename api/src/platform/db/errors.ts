import { isDatabaseUnavailable } from './unavailable';

/**
 * What kind of database failure an error is, for the operator: the `class` label of
 * `pagora_database_errors_total`, the 503 of a full disk, the sentence a failed start ends with.
 */

/** Emscripten's errno for ENOSPC: PGlite's filesystem throws `ErrnoError { errno: 51 }`. */
const EMSCRIPTEN_ENOSPC = 51;

/** The error and what it wraps (drizzle puts the driver's error in `cause`), a few levels deep. */
function* chainOf(err: unknown): Generator<Record<string, unknown>> {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const link = e as Record<string, unknown>;
    yield link;
    e = link.cause;
  }
}

/**
 * The database cannot write for lack of space: SQLSTATE 53100 (PostgreSQL, or PGlite once open),
 * the host's ENOSPC, or PGlite's own filesystem error (not an `Error`, so found by its fields).
 */
export function isDiskFull(err: unknown): boolean {
  for (const e of chainOf(err)) {
    if (e.code === '53100' || e.code === 'ENOSPC') return true;
    if (e.name === 'ErrnoError' && e.errno === EMSCRIPTEN_ENOSPC) return true;
  }
  return false;
}

/** A SQLSTATE: five digits or upper-case letters (node's own codes have an E and letters only). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * `disk_full`, `connection` (unreachable, restarting, out of connections), the two-character
 * SQLSTATE class of any other error the database raised (`23` integrity, `40` serialization or
 * deadlock, `57` cancelled...), or null for an error that is not the database's.
 */
export function databaseErrorClass(err: unknown): string | null {
  if (isDiskFull(err)) return 'disk_full';
  if (isDatabaseUnavailable(err)) return 'connection';
  for (const e of chainOf(err)) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code) && !e.code.startsWith('E')) {
      return e.code.slice(0, 2);
    }
  }
  return null;
}
