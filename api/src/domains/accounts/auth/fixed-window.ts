import type { Database } from '../../../platform/db/client';

/** A hit may go ahead, or must wait this many seconds (the rest of its window). */
export type WindowVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts hits per key in fixed windows: the first hit opens a window of `windowSeconds`; past
 * `max` hits the key waits until the window ends.
 */
export type FixedWindow = { hit(key: string): Promise<WindowVerdict> };

/**
 * On a PostgreSQL server the counters live in the login throttle's table (`login_throttle`,
 * migrations/1701) under a prefix of their own (`name`), so every API instance counts against the
 * same limit (in each instance's memory, N instances allowed N times it: issue 42) and the login
 * throttle's hourly sweep (`login-throttle-prune`) forgets them too. The embedded database serves
 * one process only, so there its memory is already shared by all, and the answer waits on no
 * connection (PGlite has one, which a transaction may hold: password-reset.test.ts).
 */
export function fixedWindow(
  database: Pick<Database, 'kind' | 'query'>,
  name: string,
  max: number,
  windowSeconds: number,
  now: () => number = Date.now,
): FixedWindow {
  return database.kind === 'postgres'
    ? new SharedWindow(database, name, max, windowSeconds, now)
    : new MemoryWindow(max, windowSeconds, now);
}

/**
 * Each hit is one atomic statement; the time is this process's clock, passed in, as the login
 * limiter does (instances' clocks agree well within a second, the unit of every answer).
 */
class SharedWindow implements FixedWindow {
  constructor(
    private readonly database: Pick<Database, 'query'>,
    /** The key prefix, one per limit ('signup', 'reset-ip', ...): never 'ip', 'pair' or 'account'. */
    private readonly name: string,
    private readonly max: number,
    private readonly windowSeconds: number,
    private readonly now: () => number,
  ) {}

  async hit(key: string): Promise<WindowVerdict> {
    const now = this.now();
    const [row] = await this.database.query<{ count: number; until: number }>(HIT_SQL, [
      `${this.name}:${key}`,
      now,
      this.windowSeconds,
    ]);
    if (!row) throw new Error(`login_throttle: the ${this.name} hit was not counted`);
    // Back from microseconds: whole milliseconds again, so a full window is not one second more.
    const until = Math.round(Number(row.until));
    return row.count <= this.max
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: Math.ceil((until - now) / 1000) };
  }
}

class MemoryWindow implements FixedWindow {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowSeconds: number,
    private readonly now: () => number,
  ) {}

  hit(key: string): Promise<WindowVerdict> {
    const now = this.now();
    if (this.windows.size >= 10_000)
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + this.windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return Promise.resolve(
      w.count <= this.max
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000) },
    );
  }
}

/** One more hit in the key's window; a window past its end starts again at 1. */
const HIT_SQL = `
  INSERT INTO login_throttle AS t (key, count, expires_at)
  VALUES ($1, 1, to_timestamp($2 / 1000.0) + make_interval(secs => $3))
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN t.expires_at <= to_timestamp($2 / 1000.0) THEN 1 ELSE t.count + 1 END,
    expires_at = CASE WHEN t.expires_at <= to_timestamp($2 / 1000.0) THEN excluded.expires_at
                      ELSE t.expires_at END
  RETURNING count, (extract(epoch FROM expires_at) * 1000)::float8 AS until`;
