import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { runBillingSweep } from '../src/domains/billing';
import { chargeTally, seedDueSubscriptions } from '../src/domains/billing/testing';
import { createTestApp } from '../src/test/harness';

/**
 * The billing engine's throughput: 1,000 subscriptions due today for one customer, charged by ONE
 * sweep through the embedded Zoop sandbox over HTTP (the real adapter), on PGlite (or PostgreSQL
 * with DATABASE_URL). Prints due charges per second and duplicates (must be 0).
 */
const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? 1_000);

export async function billingScenario(): Promise<void> {
  const t = await createTestApp({}, { listen: true });
  try {
    // One sweep is measured: the job queue's own sweeps (at start, on kicks) must not share the work.
    await t.ctx.jobs.stop();
    const { planId } = await seedDueSubscriptions(t.ctx.database, t.ctx.gateway.provider, COUNT);
    const loadBefore = os.loadavg()[0]!.toFixed(2);
    const started = performance.now();
    const report = await runBillingSweep(t.ctx);
    const seconds = (performance.now() - started) / 1000;
    const tally = await chargeTally(t.ctx.database, planId);
    console.log(
      `\nbilling: one sweep over ${COUNT.toLocaleString('en')} due subscriptions (${t.ctx.database.kind}, embedded sandbox)`,
    );
    console.log(
      `  ${report.paid} paid, ${report.refused} refused in ${seconds.toFixed(1)} s = ${(report.attempted / seconds).toFixed(1)} charges/s; ` +
        `paid once ${tally.paid} of ${COUNT}; duplicates ${tally.duplicates}; still open ${tally.open}`,
    );
    console.log(`  load average (1 min): before ${loadBefore}, after ${os.loadavg()[0]!.toFixed(2)}`);
    if (tally.duplicates !== 0 || tally.paid !== COUNT) process.exitCode = 1;
  } finally {
    await t.close();
  }
}
