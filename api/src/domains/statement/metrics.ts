import { Counter, type Registry } from 'prom-client';
import type { AppContext } from '../../platform/context';

// One counter per app's registry (the tests run many apps in one process), made on first use.
const runs = new WeakMap<Registry, Counter<'trigger'>>();

function runCounter(registry: Registry): Counter<'trigger'> {
  let counter = runs.get(registry);
  if (!counter) {
    counter = new Counter({
      name: 'pagora_statement_reconciliations_total',
      help: 'Seller reconciliations of the statement against the provider, by trigger (job, request).',
      labelNames: ['trigger'],
      registers: [registry],
    });
    for (const trigger of ['job', 'request']) counter.inc({ trigger }, 0);
    runs.set(registry, counter);
  }
  return counter;
}

export const countReconciliation = (ctx: AppContext, trigger: 'job' | 'request') =>
  runCounter(ctx.metrics.registry).inc({ trigger });

/**
 * Open divergences (`GET /metrics`): a day our statement and the provider's books disagree waits
 * for a person; alert when it is above 0 for long. Reads 0 when the database cannot be read.
 */
export function registerStatementMetrics(ctx: AppContext): void {
  runCounter(ctx.metrics.registry);
  ctx.metrics.gauge(
    'pagora_statement_open_divergences',
    "Seller days where the statement and the provider's history disagree, not yet resolved.",
    [],
    async () => {
      const [row] = await ctx.database
        .query<{ n: number }>(`SELECT count(*)::int AS n FROM statement_divergences WHERE status = 'aberta'`)
        .catch(() => [{ n: 0 }]);
      return [{ value: row?.n ?? 0 }];
    },
  );
}
