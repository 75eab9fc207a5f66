/**
 * Login throttling, checked before any hashing so a flood cannot burn the CPU on argon2.
 * Per IP counts every attempt; per account counts failures and resets on success.
 * Counters live in memory: each API instance limits on its own (documented in docs/security.md).
 */
export type LoginLimits = { perIp: number; perAccount: number; windowSeconds: number };

type Window = { count: number; resetAt: number };

export class LoginLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: LoginLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records the attempt; false when this IP or account is over its limit. */
  tryAttempt(ip: string, account: string): boolean {
    this.sweep();
    if (this.current(`acct:${account}`) >= this.limits.perAccount) return false;
    return this.bump(`ip:${ip}`) <= this.limits.perIp;
  }

  recordFailure(account: string): void {
    this.bump(`acct:${account}`);
  }

  recordSuccess(account: string): void {
    this.windows.delete(`acct:${account}`);
  }

  private current(key: string): number {
    const w = this.windows.get(key);
    return w && w.resetAt > this.now() ? w.count : 0;
  }

  private bump(key: string): number {
    const now = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.limits.windowSeconds * 1000 });
      return 1;
    }
    w.count += 1;
    return w.count;
  }

  private sweep(): void {
    if (this.windows.size < 10_000) return;
    const now = this.now();
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
