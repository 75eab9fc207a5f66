/**
 * Counts hits per key in fixed windows: the first hit opens a window of `windowSeconds`; past
 * `max` hits the key waits until the window ends. In memory, per API instance.
 */
export class FixedWindow {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts the hit; refused ones say how many seconds remain in the window. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + this.windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w.count <= this.max
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000) };
  }

  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
