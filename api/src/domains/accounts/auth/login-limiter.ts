import type { Config } from '../../../config';
import { FixedWindow } from './fixed-window';

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
 * Failures are forgotten a window after the last one. Counters live in memory: each API instance
 * limits on its own (docs/security.md).
 */
export type LoginLimits = Config['loginLimits'] & Config['loginBackoff'];

/** An attempt may go ahead, or must wait this many seconds. */
export type LoginVerdict =
  { allowed: true } | { allowed: false; reason: 'address' | 'account'; retryAfterSeconds: number };

type Failures = { count: number; lastAt: number };

export class LoginLimiter {
  private readonly perIp: FixedWindow;
  private readonly pairs = new Map<string, Failures>();
  private readonly accounts = new Map<string, Failures>();

  constructor(
    private readonly limits: LoginLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.perIp = new FixedWindow(limits.perIp, limits.windowSeconds, now);
  }

  /** Records the attempt against the address and tells whether it may be checked now. */
  tryAttempt(ip: string, account: string): LoginVerdict {
    this.sweep();
    const byIp = this.perIp.hit(ip);
    if (!byIp.allowed)
      return { allowed: false, reason: 'address', retryAfterSeconds: byIp.retryAfterSeconds };
    const wait = this.waitMs(ip, account);
    return wait > 0
      ? { allowed: false, reason: 'account', retryAfterSeconds: Math.ceil(wait / 1000) }
      : { allowed: true };
  }

  recordFailure(ip: string, account: string): void {
    this.bump(this.pairs, pairKey(ip, account));
    this.bump(this.accounts, account);
  }

  /** The right password clears its own address's failures; the account's stay, to slow the others. */
  recordSuccess(ip: string, account: string): void {
    this.pairs.delete(pairKey(ip, account));
  }

  private waitMs(ip: string, account: string): number {
    const pair = this.live(this.pairs, pairKey(ip, account));
    if (!pair) return 0;
    const overAccount = (this.live(this.accounts, account)?.count ?? 0) - this.limits.perAccount;
    const excess = Math.max(pair.count - this.limits.freeFailures, overAccount);
    if (excess <= 0) return 0;
    const delayMs =
      Math.min(this.limits.firstDelaySeconds * 2 ** Math.min(excess - 1, 30), this.limits.windowSeconds) *
      1000;
    return pair.lastAt + delayMs - this.now();
  }

  private bump(map: Map<string, Failures>, key: string): void {
    map.set(key, { count: (this.live(map, key)?.count ?? 0) + 1, lastAt: this.now() });
  }

  private live(map: Map<string, Failures>, key: string): Failures | undefined {
    const f = map.get(key);
    return f && f.lastAt + this.limits.windowSeconds * 1000 > this.now() ? f : undefined;
  }

  private sweep(): void {
    if (this.pairs.size + this.accounts.size < 10_000) return;
    const forgotten = this.now() - this.limits.windowSeconds * 1000;
    for (const map of [this.pairs, this.accounts])
      for (const [key, f] of map) if (f.lastAt <= forgotten) map.delete(key);
  }
}

const pairKey = (ip: string, account: string) => `${account}\n${ip}`;
