import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { startPaymentsApp } from '../src/domains/payments/testing';

/**
 * `npm run bench -- statements`: SQL statements per PIX charge created (and per PIX paid, from the
 * sandbox's pay call to the payer's socket), counted on the database connection, so the figure does
 * not move with the machine's load. The sandbox's own records (`zoop_sandbox_records`) are counted
 * apart. PGlite by default; DATABASE_URL counts them on a PostgreSQL server (BEGIN and COMMIT are
 * round trips there, so they count).
 */
const CHARGES = 20;

type Tally = { ours: number; sandbox: number; polls: number; texts: Map<string, number> };
const tally: Tally = { ours: 0, sandbox: 0, polls: 0, texts: new Map() };
let counting = false;

function count(sqlText: unknown): void {
  if (!counting) return;
  const text = typeof sqlText === 'string' ? sqlText : String((sqlText as { text?: string }).text ?? '');
  const short = text.replace(/\s+/g, ' ').trim().slice(0, 110);
  // The job queue's polling and job completions run on timers, whatever the requests do: apart.
  if (/^WITH (next|results) AS \( (SELECT j\.id FROM|UPDATE) pgboss\./.test(short))
    return void (tally.polls += 1);
  if (/zoop_sandbox_records/.test(text)) tally.sandbox += 1;
  else tally.ours += 1;
  tally.texts.set(short, (tally.texts.get(short) ?? 0) + 1);
}

type Queryable = { query: (...args: never[]) => unknown; exec?: (...args: never[]) => unknown };

function wrap(target: Queryable): void {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  target.query = ((...args: unknown[]) => (count(args[0]), query(...args))) as never;
  if (target.exec) {
    const exec = target.exec.bind(target) as (...args: unknown[]) => unknown;
    target.exec = ((...args: unknown[]) => (count(args[0]), exec(...args))) as never;
  }
}

function countPglite(client: PGlite): void {
  wrap(client as unknown as Queryable);
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: (tx: Queryable) => Promise<unknown>) =>
    transaction(async (tx) => {
      count('BEGIN');
      wrap(tx as unknown as Queryable);
      const result = await fn(tx as unknown as Queryable);
      count('COMMIT');
      return result;
    })) as typeof client.transaction;
}

function countPostgres(): void {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count(args[0]);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

function report(label: string, n: number): void {
  const per = (x: number) => (x / n).toFixed(2);
  console.log(
    `\n${label}: ${per(tally.ours + tally.sandbox)} statements each (ours ${per(tally.ours)}, sandbox records ${per(tally.sandbox)}), over ${n}; job-queue polls meanwhile ${tally.polls}`,
  );
  for (const [text, times] of [...tally.texts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${per(times).padStart(5)}  ${text}`);
  tally.ours = 0;
  tally.sandbox = 0;
  tally.polls = 0;
  tally.texts.clear();
}

export async function statementsScenario(): Promise<void> {
  if (process.env.DATABASE_URL) countPostgres();
  const env = await startPaymentsApp({ pixExpirySweepMs: 600_000 });
  const { database } = env.t.ctx;
  if ('pglite' in database.driver) countPglite(database.driver.pglite);
  try {
    const linkId = await env.newLink({ amount: '10,00' });
    const body = { valor: 10, paymentMethod: 'pix' };
    const ids: string[] = [];
    // One charge first, so the first-call caches (link, seller, payer view) are as in steady state.
    await env.pay(linkId, body);
    await env.settle();
    counting = true;
    for (let i = 0; i < CHARGES; i += 1) ids.push((await env.pay(linkId, body)).json<{ id: string }>().id);
    await env.settle();
    counting = false;
    report(`PIX charges created (${database.kind})`, CHARGES);
    counting = true;
    for (const id of ids) {
      const res = await fetch(`${env.t.baseUrl}/api/sandbox/pay/${id}`, { method: 'POST' });
      if (res.status !== 202) throw new Error(`sandbox pay answered ${res.status}`);
      await env.settle();
    }
    counting = false;
    report(`PIX paid, webhook to socket (${database.kind})`, CHARGES);
  } finally {
    await env.t.close();
  }
}
