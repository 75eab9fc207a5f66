import type { Logger } from './logger';

/**
 * Work started after an HTTP answer (a confirmation e-mail, a demo seed, a provider look-up),
 * kept track of so tests and the graceful shutdown can wait for it (`drain`).
 */
export class BackgroundTasks {
  private readonly tasks = new Set<Promise<unknown>>();
  /** The last failure, kept so a test can say why the work it waited for never showed. */
  lastError: unknown = undefined;

  constructor(private readonly log: () => Logger) {}

  /** Runs `work` now without waiting for it; a failure is logged, never thrown. */
  run(work: () => Promise<unknown>): void {
    const p = work().catch((err: unknown) => {
      this.lastError = err;
      this.log().error({ err }, 'background task failed');
    });
    this.tasks.add(p);
    void p.finally(() => this.tasks.delete(p));
  }

  /** Waits until no background work is left (new work started meanwhile included). */
  async drain(): Promise<void> {
    while (this.tasks.size > 0) await Promise.allSettled([...this.tasks]);
  }
}
