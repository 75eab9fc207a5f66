import type { Config } from '../../../config';
import type { Database } from '../../../platform/db/client';

/**
 * Login throttling, checked before any hashing so a flood cannot burn the CPU on argon2.
 *
 * - Per address: every attempt counts; past `perIp` in a window the address waits for the window.
 * - Per (account, address): failures are free up to `freeFailures`; each further one doubles the
 *   wait before that address may try that account again (up to the window).
 * - Per account: past `perAccount` failures from all addresses, every address that has failed on
 *   the account waits as if it were that far past its own free failures.
 *
 * No rule refuses an address that has not failed on the account, so nobody can lock the owner out
 * by failing on their account from elsewhere: the hard lock this replaces could (issue 14).
 * Failures are forgotten a window after the last one. The counters live in PostgreSQL
 * (`login_throttle`, migrations/1701), so every API instance counts against the same limits: with
 * them in each instance's memory, N instances allowed N times the limit (issue 42). Each call is
 * one statement; the time is this process's clock, passed in (instances' clocks agree well within
 * a second, the unit of every answer).
 */
export type LoginLimits = Config['loginLimits'] & Config['loginBackoff'];

/** An attempt may go ahead, or must wait this many seconds. */
export type LoginVerdict =
  { allowed: true } | { allowed: false; reason: 'address' | 'account'; retryAfterSeconds: number };

/** A counter as read back: how many, and until when (epoch ms) it counts. */
type Counter = { count: number; until: number };
type AttemptRow = {
  ip_count: number;
  ip_until: number;
  pair_count: number | null;
  pair_until: number | null;
  account_count: number | null;
};

const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/**
 * Counts the attempt in its address's window (a window past its end starts again at 1) and reads
 * the live failure counters of the pair and the account, in one statement.
 */
const ATTEMPT_SQL = `
  WITH hit AS (
    INSERT INTO login_throttle AS t (key, count, expires_at)
    VALUES ($1, 1, to_timestamp($4 / 1000.0) + make_interval(secs => $5))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN t.expires_at <= to_timestamp($4 / 1000.0) THEN 1 ELSE t.count + 1 END,
      expires_at = CASE WHEN t.expires_at <= to_timestamp($4 / 1000.0) THEN excluded.expires_at
                        ELSE t.expires_at END
    RETURNING count, expires_at
  )
  SELECT hit.count AS ip_count, ${ms('hit.expires_at')} AS ip_until,
         pair.count AS pair_count, ${ms('pair.expires_at')} AS pair_until,
         account.count AS account_count
    FROM hit
    LEFT JOIN login_throttle pair ON pair.key = $2 AND pair.expires_at > to_timestamp($4 / 1000.0)
    LEFT JOIN login_throttle account ON account.key = $3 AND account.expires_at > to_timestamp($4 / 1000.0)`;

/** One more failure for the pair and the account, each alive a window from now. */
const FAILURE_SQL = `
  INSERT INTO login_throttle AS t (key, count, expires_at)
  VALUES ($1, 1, to_timestamp($3 / 1000.0) + make_interval(secs => $4)),
         ($2, 1, to_timestamp($3 / 1000.0) + make_interval(secs => $4))
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN t.expires_at <= to_timestamp($3 / 1000.0) THEN 1 ELSE t.count + 1 END,
    expires_at = excluded.expires_at`;

export class LoginLimiter {
  constructor(
    private readonly database: Pick<Database, 'query'>,
    private readonly limits: LoginLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records the attempt against the address and tells whether it may be checked now. */
  async tryAttempt(ip: string, account: string): Promise<LoginVerdict> {
    const now = this.now();
    const [row] = await this.database.query<AttemptRow>(ATTEMPT_SQL, [
      ipKey(ip),
      pairKey(ip, account),
      accountKey(account),
      now,
      this.limits.windowSeconds,
    ]);
    if (!row) throw new Error('login_throttle: the attempt was not counted');
    if (row.ip_count > this.limits.perIp)
      return {
        allowed: false,
        reason: 'address',
        retryAfterSeconds: Math.ceil((Math.round(row.ip_until) - now) / 1000),
      };
    // Back from microseconds: whole milliseconds again, so a full window is not one second more.
    const pair =
      row.pair_count === null ? null : { count: row.pair_count, until: Math.round(Number(row.pair_until)) };
    const wait = this.waitMs(pair, row.account_count ?? 0, now);
    return wait > 0
      ? { allowed: false, reason: 'account', retryAfterSeconds: Math.ceil(wait / 1000) }
      : { allowed: true };
  }

  async recordFailure(ip: string, account: string): Promise<void> {
    await this.database.query(FAILURE_SQL, [
      pairKey(ip, account),
      accountKey(account),
      this.now(),
      this.limits.windowSeconds,
    ]);
  }

  /** The right password clears its own address's failures; the account's stay, to slow the others. */
  async recordSuccess(ip: string, account: string): Promise<void> {
    await this.database.query('DELETE FROM login_throttle WHERE key = $1', [pairKey(ip, account)]);
  }

  /** Forgets the counters that count nothing any more (a periodic sweep; any instance). */
  async prune(): Promise<void> {
    await this.database.query('DELETE FROM login_throttle WHERE expires_at <= to_timestamp($1 / 1000.0)', [
      this.now(),
    ]);
  }

  private waitMs(pair: Counter | null, accountFailures: number, now: number): number {
    if (!pair) return 0;
    const overAccount = accountFailures - this.limits.perAccount;
    const excess = Math.max(pair.count - this.limits.freeFailures, overAccount);
    if (excess <= 0) return 0;
    const delayMs =
      Math.min(this.limits.firstDelaySeconds * 2 ** Math.min(excess - 1, 30), this.limits.windowSeconds) *
      1000;
    // A failure counter lives a window after its last failure: that failure was at `until - window`.
    const lastAt = pair.until - this.limits.windowSeconds * 1000;
    return lastAt + delayMs - now;
  }
}

const ipKey = (ip: string) => `ip:${ip}`;
const pairKey = (ip: string, account: string) => `pair:${account}\n${ip}`;
const accountKey = (account: string) => `account:${account}`;
