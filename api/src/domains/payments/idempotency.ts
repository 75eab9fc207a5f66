import { createHmac } from 'node:crypto';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/app-error';

/**
 * `Idempotency-Key` as the IETF draft and Stripe do it: the key row is inserted (unique) before the
 * provider is called, so concurrent duplicates find it. Same key and body: the first answer again;
 * another body: 422; still running: 409. A request that failed retryably (provider down) or whose
 * process died may be taken over, keeping its transaction id, which is the provider's reference_id:
 * the retry then finds a charge that did go through instead of charging twice.
 */

/**
 * An in-flight key is leased: its holder renews it every HEARTBEAT_MS while it works, so a key
 * not renewed for LEASE_SECONDS belongs to a process that died, and a retry takes it over (same
 * transaction id, so the charge code asks the provider by reference before charging) in seconds
 * instead of waiting out the longest provider call.
 */
export const LEASE_SECONDS = 6;
const HEARTBEAT_MS = 2_000;
export const IDEMPOTENCY_RETENTION_HOURS = 24;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyClaim =
  | { kind: 'owner'; transactionId: string; resumed: boolean }
  | { kind: 'replay'; status: number; body: unknown };

export function checkIdempotencyKey(key: string): string {
  if (!KEY_PATTERN.test(key)) {
    throw AppError.badRequest(
      'Idempotency-Key inválida: use até 255 caracteres visíveis.',
      'Idempotency-Key',
      'idempotency_key_invalid',
    );
  }
  return key;
}

/** HMAC of the normalised request: comparable, yet no card number can be read back from it. */
export function requestFingerprint(secret: string, request: unknown): string {
  return createHmac('sha256', secret).update(stableJson(request)).digest('base64url');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

type KeyRow = {
  request_hash: string;
  state: string;
  response_status: number | null;
  response_body: unknown;
  stale: boolean;
};

export async function claimIdempotencyKey(
  database: Pick<Database, 'query'>,
  scope: string,
  key: string,
  requestHash: string,
): Promise<IdempotencyClaim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [created] = await database.query<{ transaction_id: string }>(
      `INSERT INTO idempotency_keys (scope, key, request_hash, transaction_id, state)
       VALUES ($1, $2, $3, gen_random_uuid(), 'in_flight') ON CONFLICT DO NOTHING RETURNING transaction_id`,
      [scope, key, requestHash],
    );
    if (created) return owned(database, scope, key, created.transaction_id, false);
    const [row] = await database.query<KeyRow>(
      `SELECT request_hash, state, response_status, response_body,
              updated_at < now() - make_interval(secs => $3) AS stale
       FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [scope, key, LEASE_SECONDS],
    );
    if (!row) continue; // pruned in between: insert again
    if (row.request_hash !== requestHash) {
      throw AppError.unprocessable(
        'Esta chave de idempotência já foi usada com outra requisição.',
        'idempotency_key_reused',
      );
    }
    if (row.state === 'done')
      return { kind: 'replay', status: row.response_status ?? 200, body: row.response_body };
    const [taken] = await database.query<{ transaction_id: string }>(
      `UPDATE idempotency_keys SET state = 'in_flight', updated_at = now()
       WHERE scope = $1 AND key = $2 AND request_hash = $3
         AND (state = 'retryable' OR (state = 'in_flight' AND updated_at < now() - make_interval(secs => $4)))
       RETURNING transaction_id`,
      [scope, key, requestHash, LEASE_SECONDS],
    );
    if (taken) return owned(database, scope, key, taken.transaction_id, true);
    throw inFlight();
  }
  throw inFlight();
}

const inFlight = () =>
  new AppError(
    409,
    'idempotency_in_flight',
    'Uma requisição com esta chave de idempotência ainda está em andamento.',
    {
      retryAfterSeconds: 2,
    },
  );

type Queryable = Pick<Database, 'query'>;
/** This process's renewals, per database and key: stopped by complete or release. */
const heartbeats = new WeakMap<Queryable, Map<string, NodeJS.Timeout>>();

function owned(
  database: Queryable,
  scope: string,
  key: string,
  transactionId: string,
  resumed: boolean,
): IdempotencyClaim {
  const beats = heartbeats.get(database) ?? new Map<string, NodeJS.Timeout>();
  heartbeats.set(database, beats);
  const id = `${scope}\n${key}`;
  clearInterval(beats.get(id));
  const timer = setInterval(() => {
    database
      .query(
        `UPDATE idempotency_keys SET updated_at = now() WHERE scope = $1 AND key = $2 AND state = 'in_flight'`,
        [scope, key],
      )
      .catch(() => undefined); // a missed beat is retried by the next; the lease spans three
  }, HEARTBEAT_MS);
  timer.unref();
  beats.set(id, timer);
  return { kind: 'owner', transactionId, resumed };
}

function stopHeartbeat(database: Queryable, scope: string, key: string): void {
  const beats = heartbeats.get(database);
  const id = `${scope}\n${key}`;
  clearInterval(beats?.get(id));
  beats?.delete(id);
}

/** Stores the answer to replay. Only answers that ended the attempt are stored (not retryable errors). */
export async function completeIdempotencyKey(
  database: Pick<Database, 'query'>,
  scope: string,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  stopHeartbeat(database, scope, key);
  await database.query(
    `UPDATE idempotency_keys SET state = 'done', response_status = $3, response_body = $4::jsonb, updated_at = now()
     WHERE scope = $1 AND key = $2`,
    [scope, key, status, JSON.stringify(body)],
  );
}

/** The attempt may be retried with the same key (and so the same transaction id). */
export async function releaseIdempotencyKey(
  database: Pick<Database, 'query'>,
  scope: string,
  key: string,
): Promise<void> {
  stopHeartbeat(database, scope, key);
  await database.query(
    `UPDATE idempotency_keys SET state = 'retryable', updated_at = now() WHERE scope = $1 AND key = $2`,
    [scope, key],
  );
}

export async function pruneIdempotencyKeys(database: Pick<Database, 'query'>): Promise<void> {
  await database.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1) AND state <> 'in_flight'`,
    [IDEMPOTENCY_RETENTION_HOURS],
  );
}
