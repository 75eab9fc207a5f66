/** What one call to `/v1` leaves of its key's allowance, for the `RateLimit-*` headers. */
export type RateDecision = { ok: boolean; limit: number; remaining: number; resetSeconds: number };

/**
 * A token bucket per key: `burst` calls at once, refilled at `perSecond`. In memory per instance
 * (N instances allow N times the rate), the trade documented in docs/decisions/019: no database
 * write per call. Idle full buckets are dropped so the map stays the size of the active keys.
 */
export class KeyRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly rate: { perSecond: number; burst: number }) {}

  take(key: string, now = Date.now()): RateDecision {
    const { perSecond, burst } = this.rate;
    const previous = this.buckets.get(key) ?? { tokens: burst, at: now };
    const tokens = Math.min(burst, previous.tokens + ((now - previous.at) / 1000) * perSecond);
    const ok = tokens >= 1;
    const left = ok ? tokens - 1 : tokens;
    this.buckets.set(key, { tokens: left, at: now });
    if (this.buckets.size > 10_000) this.prune(now);
    return {
      ok,
      limit: burst,
      remaining: Math.floor(left),
      resetSeconds: Math.ceil((ok ? burst - left : 1 - left) / perSecond),
    };
  }

  private prune(now: number): void {
    const { perSecond, burst } = this.rate;
    for (const [key, b] of this.buckets)
      if (b.tokens + ((now - b.at) / 1000) * perSecond >= burst) this.buckets.delete(key);
  }
}
