import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started after the answer (the reset link's token and e-mail), kept so the app's close waits
 * for it and a test can wait for it too. Mirrors the payments runtime's `background`.
 */
export class PendingWork {
  private readonly tasks = new Set<Promise<unknown>>();

  constructor(private readonly logger: FastifyBaseLogger) {}

  run(work: () => Promise<unknown>): void {
    const p = work().catch((err: unknown) => this.logger.error({ err }, 'password reset task failed'));
    this.tasks.add(p);
    void p.finally(() => this.tasks.delete(p));
  }

  /** Waits until nothing is left, work started meanwhile included. */
  async drain(): Promise<void> {
    while (this.tasks.size > 0) await Promise.allSettled([...this.tasks]);
  }
}
