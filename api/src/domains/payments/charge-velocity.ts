import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { ChargeLimits } from '../../config';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/app-error';

/**
 * Card testing: velocity limits on the payer's charges, per client address, per card and per link,
 * in a PostgreSQL table with a sliding window, so every API instance counts the same attempts.
 * Each attempt inserts one row per scope, weighted as if declined (two concurrent attempts see each
 * other), then counts; an attempt over a limit removes its rows and is refused before the
 * Idempotency-Key is claimed or the provider called. Once the provider answers, an approval
 * settles to 1 (0 on the link). The card is counted by a keyed hash computed here; the number
 * itself is never stored.
 */
export const TOO_MANY_PAYMENTS = 'Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.';

export type ChargeSubject = { clientAddress: string; linkId: string; cardNumber?: string };

type Scope = {
  name: string;
  key: string;
  limit: number;
  reserve: number;
  attempted: number;
  declined: number;
};
type TicketRow = { id: string; reserve: number; attempted: number; declined: number };
export type ChargeTicket = { rows: TicketRow[] };

function scopesOf(secret: string, limits: ChargeLimits, subject: ChargeSubject): Scope[] {
  const cost = limits.declineCost;
  const address = {
    name: 'address',
    key: `addr:${keyed(secret, 'address', addressGroup(subject.clientAddress))}`,
    limit: limits.perAddress,
  };
  // A PIX is never declined: it costs its address 1.
  if (subject.cardNumber === undefined) return [{ ...address, reserve: 1, attempted: 1, declined: 1 }];
  return [
    { ...address, reserve: cost, attempted: 1, declined: cost },
    {
      name: 'card',
      key: `card:${keyed(secret, 'card', subject.cardNumber)}`,
      limit: limits.perCard,
      reserve: cost,
      attempted: 1,
      declined: cost,
    },
    // A charge in flight costs its link 1, not a decline, so a rush of payers on a shared link is
    // not refused for answers still on their way; only declines stay on the link.
    {
      name: 'link',
      key: `link:${subject.linkId}`,
      limit: limits.perLink,
      reserve: 1,
      attempted: 0,
      declined: cost,
    },
  ];
}

/** Counts the attempt, or refuses it with 429 and Retry-After when a scope is over its limit. */
export async function admitCharge(ctx: AppContext, subject: ChargeSubject): Promise<ChargeTicket> {
  const limits = ctx.config.payments.chargeLimits;
  const scopes = scopesOf(ctx.config.tokenSecret, limits, subject);
  const inserted = await ctx.database.query<{ id: string; scope_key: string }>(
    `INSERT INTO charge_attempts (scope_key, weight) VALUES ${placeholders(scopes.length, 2)}
     RETURNING id::text, scope_key`,
    scopes.flatMap((s) => [s.key, s.reserve]),
  );
  const over = await overLimit(ctx.database, limits.windowSeconds, scopes);
  if (over.length > 0) {
    await ctx.database.query(
      `DELETE FROM charge_attempts WHERE id IN (${placeholders(inserted.length, 1)})`,
      inserted.map((r) => r.id),
    );
    ctx.log.warn(
      { linkId: subject.linkId, scopes: over.map((o) => o.scope.name) },
      'charge refused: velocity limit',
    );
    const wait = Math.max(...over.map((o) => o.wait ?? 1));
    throw AppError.tooManyRequests(TOO_MANY_PAYMENTS, Math.max(1, Math.ceil(wait)));
  }
  return {
    rows: inserted.flatMap((row) => {
      const scope = scopes.find((s) => s.key === row.scope_key);
      return scope
        ? [{ id: row.id, reserve: scope.reserve, attempted: scope.attempted, declined: scope.declined }]
        : [];
    }),
  };
}

/**
 * The scopes over their limit, with the seconds until enough leaves the window. The common answer
 * (none) costs one sum per scope: a busy address or link has thousands of rows in its window, and
 * reading them all into the process on every charge made each charge slower than the last. Only a
 * scope over its limit has its rows read, to say how long to wait.
 */
async function overLimit(
  database: Database,
  windowSeconds: number,
  scopes: Scope[],
): Promise<{ scope: Scope; wait: number | null }[]> {
  const inWindow = `scope_key IN (${placeholders(scopes.length, 1, 2)}) AND weight > 0
       AND at > now() - make_interval(secs => $1)`;
  const params = [windowSeconds, ...scopes.map((s) => s.key)];
  const sums = await database.query<{ scope_key: string; total: number }>(
    `SELECT scope_key, sum(weight)::float8 AS total FROM charge_attempts WHERE ${inWindow} GROUP BY scope_key`,
    params,
  );
  const full = scopes.filter((s) => (sums.find((r) => r.scope_key === s.key)?.total ?? 0) > s.limit);
  if (full.length === 0) return [];
  const counted = await database.query<{ scope_key: string; weight: number; expires_in: number }>(
    `SELECT scope_key, weight,
            EXTRACT(EPOCH FROM at + make_interval(secs => $1) - now())::float8 AS expires_in
     FROM charge_attempts WHERE ${inWindow}
     ORDER BY at, id`,
    params,
  );
  return full.map((s) => ({ scope: s, wait: waitUnderLimit(s, counted) })).filter((o) => o.wait !== null);
}

/** Null when the scope is within its limit; else the seconds until enough of it leaves the window. */
function waitUnderLimit(
  scope: Scope,
  counted: Array<{ scope_key: string; weight: number; expires_in: number }>,
) {
  const rows = counted.filter((r) => r.scope_key === scope.key);
  let excess = rows.reduce((sum, r) => sum + r.weight, 0) - scope.limit;
  if (excess <= 0) return null;
  for (const row of rows) {
    excess -= row.weight;
    if (excess <= 0) return row.expires_in;
  }
  return rows.at(-1)?.expires_in ?? 1;
}

/**
 * Replaces the pessimistic weights with the outcome's. A failure here is logged, never thrown: the
 * charge has happened and its answer must reach the payer; the row ages out with the window.
 */
export async function settleCharge(
  ctx: AppContext,
  ticket: ChargeTicket,
  outcome: 'attempted' | 'declined',
): Promise<void> {
  const changed = ticket.rows.filter((r) => r[outcome] !== r.reserve);
  try {
    for (const weight of new Set(changed.map((r) => r[outcome]))) {
      const ids = changed.filter((r) => r[outcome] === weight).map((r) => r.id);
      await ctx.database.query(
        `UPDATE charge_attempts SET weight = $1 WHERE id IN (${placeholders(ids.length, 1, 2)})`,
        [weight, ...ids],
      );
    }
  } catch (err) {
    ctx.log.warn({ err }, 'charge velocity not settled');
  }
}

export async function pruneChargeAttempts(
  database: Pick<Database, 'query'>,
  limits: ChargeLimits,
): Promise<void> {
  await database.query('DELETE FROM charge_attempts WHERE at < now() - make_interval(secs => $1)', [
    limits.windowSeconds,
  ]);
}

/** HMAC, so the table holds neither card numbers nor addresses, and a guess cannot be checked offline. */
function keyed(secret: string, scope: string, value: string): string {
  return createHmac('sha256', secret).update(`charge-velocity:${scope}:${value}`).digest('base64url');
}

/** An IPv6 client usually holds a whole /64: counting single addresses would let it rotate freely. */
function addressGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  return `${ip.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/** `($1, $2), ($3, $4)` for rows of `width`; `$n` lists when width is 1 (from `first`). */
function placeholders(rows: number, width: number, first = 1): string {
  const row = (i: number) => Array.from({ length: width }, (_, j) => `$${first + i * width + j}`).join(', ');
  return Array.from({ length: rows }, (_, i) => (width === 1 ? row(i) : `(${row(i)})`)).join(', ');
}
