import { Counter, type Registry } from 'prom-client';
import type { AppContext } from '../../platform/context';

const EMPTY = { n: 0, age: 0 };

/**
 * The outbox's depth and the age of its oldest unsent message (`GET /metrics`): mail that piles up
 * (no SMTP_URL, a server refusing) is invisible to a payer and a seller until someone misses a
 * receipt. Registered with or without a transport: without one every message waits. The series
 * read 0 when the queue is empty and when the database cannot be read (issue 35): a series that
 * vanished during an outage broke the dashboards and alerts built on it exactly then; the outage
 * itself shows in `/api/ready` and the database series.
 */
export function registerMailQueueMetrics(ctx: AppContext): void {
  smtpRefusals(ctx.metrics.registry);
  ctx.metrics.gauge(
    'pagora_mail_queue',
    "Email messages waiting to be sent (retries included), and the oldest one's age in seconds.",
    ['measure'],
    async () => {
      const row = await ctx.database
        .query<{ n: number; age: number }>(
          `SELECT count(*)::int AS n, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age
           FROM mail_outbox WHERE status = 'pendente'`,
        )
        .then(([r]) => r ?? EMPTY)
        .catch(() => EMPTY);
      return [
        { labels: { measure: 'count' }, value: row.n },
        { labels: { measure: 'oldest_seconds' }, value: row.age },
      ];
    },
  );
}

/** SMTP refusals by response class: `4xx` (try later), `5xx` (refused), `none` (no answer). */
export type RefusalClass = '4xx' | '5xx' | 'none';
const CLASSES: RefusalClass[] = ['4xx', '5xx', 'none'];

// One counter per app's registry (the tests run many apps in one process), made on first use.
const counters = new WeakMap<Registry, Counter<'class'>>();

function smtpRefusals(registry: Registry): Counter<'class'> {
  let counter = counters.get(registry);
  if (!counter) {
    counter = new Counter({
      name: 'pagora_mail_smtp_refusals_total',
      help: 'Sends the SMTP server refused or never answered, by response class (4xx, 5xx, none).',
      labelNames: ['class'],
      registers: [registry],
    });
    // Every class present from the start at 0, so a rate over it exists before the first refusal.
    for (const c of CLASSES) counter.inc({ class: c }, 0);
    counters.set(registry, counter);
  }
  return counter;
}

/** Counts one failed send by the class of the server's answer (nodemailer's `responseCode`). */
export function countSmtpRefusal(ctx: AppContext, err: unknown): void {
  const code =
    typeof err === 'object' && err !== null && 'responseCode' in err ? Number(err.responseCode) : NaN;
  const cls: RefusalClass = code >= 400 && code < 500 ? '4xx' : code >= 500 && code < 600 ? '5xx' : 'none';
  smtpRefusals(ctx.metrics.registry).inc({ class: cls });
}
