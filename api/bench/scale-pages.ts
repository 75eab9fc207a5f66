import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Server } from './lib';

/** What the scale scenario measures through the real API over HTTP, as each role's screens ask. */
export type Latency = { name: string; p50: number; p95: number; n: number; target: number };
type Login = { headers: Record<string, string>; userId: string };

const json = { 'content-type': 'application/json' };
const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 200);
/** A page stops after this many seconds of requests (a full-table page at 10 M would take hours). */
const PAGE_SECONDS = Number(process.env.BENCH_SCALE_PAGE_SECONDS ?? 60);

export async function login(apiUrl: string, email: string): Promise<Login> {
  const res = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'pagora123' }),
  });
  const body = (await res.json()) as { token: string; user: { id: string } };
  return { headers: { authorization: `Bearer ${body.token}` }, userId: body.user.id };
}

/**
 * The timed requests' client: node:http on four kept-alive connections, asking for the encodings a
 * browser asks for. It shares the machine's CPUs with the API and PostgreSQL it measures, and
 * `fetch` (undici) spent 1.2-1.7 ms of CPU a request there, against 0.4-0.6 ms for this (the same
 * list page, alternated in one run; docs/capacity.md, stop 55): CPU the API under test then lacked.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** One GET read to its end; rejects on a status other than 200. */
function get(url: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { agent, headers: { ...headers, 'accept-encoding': BROWSER_ENCODINGS } },
      (res) => {
        res.resume();
        res.once('error', reject);
        res.once('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`${url}: HTTP ${String(res.statusCode)}`)),
        );
      },
    );
    req.once('error', reject);
  });
}

/** Latency percentiles over `n` requests, 4 at a time (a few people at their desks, not a load test). */
export async function timeRequests(
  name: string,
  url: string,
  headers: Record<string, string>,
  n = REQUESTS,
): Promise<Latency> {
  const times: number[] = [];
  for (let i = 0; i < Math.min(20, Math.ceil(n / 10)); i++) await get(url, headers);
  let next = 0;
  const until = performance.now() + PAGE_SECONDS * 1000;
  const worker = async () => {
    while (next < n && performance.now() < until) {
      next++;
      const started = performance.now();
      await get(url, headers).catch((e: Error) => {
        throw new Error(`${name}: ${e.message}`);
      });
      times.push(performance.now() - started);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return { name, p50: at(0.5), p95: at(0.95), n: times.length, target: 50 };
}

/** Ids the filters name: a medium seller of the demo marketplace, a small marketplace, a payer. */
async function subjects(db: pg.Client) {
  const one = async (sql: string) => (await db.query<{ v: string }>(sql)).rows[0]?.v ?? '';
  return {
    mp: await one(`SELECT id v FROM marketplaces WHERE email = 'marketplace@pagora.demo'`),
    seller: await one(`SELECT id v FROM sellers WHERE email = 'seller@pagora.demo'`),
    mediumSeller: await one(
      `SELECT seller_id v FROM tx_monthly WHERE marketplace_id = (SELECT id FROM marketplaces
         WHERE email = 'marketplace@pagora.demo') GROUP BY seller_id ORDER BY sum(tx_count) DESC OFFSET 30 LIMIT 1`,
    ),
    smallMp: await one(`SELECT id v FROM marketplaces WHERE email = 'mp150@bench.pagora'`),
    payerEmail: await one(
      `SELECT payer_email v FROM transactions WHERE seller_id = (SELECT id FROM sellers
         WHERE email = 'seller@pagora.demo') ORDER BY created_at DESC OFFSET 5000 LIMIT 1`,
    ),
  };
}

/** A statement cursor `pages` pages deep (keyset), walked as the screen's 'next' button does. */
async function deepCursor(url: string, headers: Record<string, string>, pages: number): Promise<string> {
  let cursor = '';
  for (let i = 0; i < pages; i++) {
    const res = await fetch(`${url}${cursor ? `&cursor=${cursor}` : ''}`, { headers });
    const page = (await res.json()) as { nextCursor: string | null };
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return cursor;
}

export async function latencies(apiUrl: string, db: pg.Client): Promise<Latency[]> {
  const admin = await login(apiUrl, 'admin@pagora.demo');
  const seller = await login(apiUrl, 'seller@pagora.demo');
  const market = await login(apiUrl, 'marketplace@pagora.demo');
  const ids = await subjects(db);
  const out: Latency[] = [];
  // BENCH_SCALE_ONLY=<regex>: only the pages whose name matches (to measure a kept database again).
  const only = process.env.BENCH_SCALE_ONLY ? new RegExp(process.env.BENCH_SCALE_ONLY) : null;
  const time = async (name: string, path: string, who: Login) => {
    if (only && !only.test(name)) return;
    const r = await timeRequests(name, `${apiUrl}/api${path}`, who.headers);
    out.push(r);
    console.log(`  ${name}: p50 ${r.p50} ms, p95 ${r.p95} ms (n=${r.n})`);
  };
  const roles: [string, Login][] = [
    ['seller', seller],
    ['marketplace', market],
    ['admin', admin],
  ];
  // A part of an e-mail is searched by substring, a whole one by the payer e-mail index (filters.ts).
  const partOfEmail = encodeURIComponent(ids.payerEmail.slice(0, 14));
  const wholeEmail = encodeURIComponent(ids.payerEmail);
  for (const [role, who] of roles) {
    const list = `/transactions/${who.userId}`;
    await time(`list ${role} page 1`, list, who);
    await time(`list ${role} page 2`, `${list}?page=2`, who);
    await time(`list ${role} page 40`, `${list}?page=40`, who);
    await time(`list ${role} ?status=pago`, `${list}?status=pago`, who);
    await time(`list ${role} ?method=pix`, `${list}?method=pix`, who);
    await time(`list ${role} ?period=today`, `${list}?period=today`, who);
    await time(`list ${role} ?period=lastMonth`, `${list}?period=lastMonth`, who);
    await time(`list ${role} ?status=estornada&period=month`, `${list}?status=estornada&period=month`, who);
    await time(`list ${role} ?q=Souza`, `${list}?q=Souza`, who);
    await time(`list ${role} ?q=<part of an e-mail>`, `${list}?q=${partOfEmail}`, who);
    await time(`list ${role} ?q=<whole payer e-mail>`, `${list}?q=${wholeEmail}`, who);
  }
  await time(
    `list marketplace ?sellerId=<medium>`,
    `/transactions/${market.userId}?sellerId=${ids.mediumSeller}`,
    market,
  );
  await time(
    `list admin ?marketplaceId=<biggest>`,
    `/transactions/${admin.userId}?marketplaceId=${ids.mp}`,
    admin,
  );
  await time(
    `list admin ?marketplaceId=<small>`,
    `/transactions/${admin.userId}?marketplaceId=${ids.smallMp}`,
    admin,
  );
  for (const [role, who] of roles) {
    await time(`dashboard ${role} /seller-dash`, `/seller-dash/${who.userId}`, who);
    await time(`dashboard ${role} /dashboard/monthly`, `/dashboard/monthly`, who);
  }
  const all = 'from=2000-01-01&to=2099-12-31';
  const deep = await deepCursor(`${apiUrl}/api/statement?${all}`, seller.headers, 100);
  await time('statement seller (last 30 days)', '/statement', seller);
  await time('statement seller all time page 1', `/statement?${all}`, seller);
  await time('statement seller page 101 (keyset)', `/statement?${all}&cursor=${deep}`, seller);
  await time('statement seller ?kind=estorno', `/statement?${all}&kind=estorno`, seller);
  await time('statement marketplace ?sellerId=<biggest>', `/statement?sellerId=${ids.seller}`, market);
  await time('statement marketplace /fee-income', '/statement/fee-income', market);
  await time('statement admin ?sellerId=<medium>', `/statement?sellerId=${ids.mediumSeller}`, admin);
  await time('statement admin /marketplaces', '/statement/marketplaces', admin);
  return out;
}

const rssMb = (pid: number): number => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb ?? 0) / 1024);
};

export type ExportFigures = Awaited<ReturnType<typeof exportRate>>;

/** One CSV export (the admin's, `query` its filters); the API's resident memory sampled every 100 ms. */
export async function exportRate(api: Server, db: pg.Client, label: string, query = '', where = 'true') {
  const admin = await login(api.url, 'admin@pagora.demo');
  const count = await db.query<{ n: string }>(`SELECT count(*) n FROM transactions WHERE ${where}`);
  const expected = Number(count.rows[0]?.n ?? 0);
  const before = rssMb(api.pid);
  let peak = before;
  let lines = 0;
  // Peak memory per quarter of the rows: flat means the last quarters peak no higher than the first.
  const quarters = [0, 0, 0, 0];
  const sampler = setInterval(() => {
    const rss = rssMb(api.pid);
    peak = Math.max(peak, rss);
    const q = Math.min(3, Math.floor((lines / Math.max(1, expected)) * 4));
    quarters[q] = Math.max(quarters[q]!, rss);
  }, 100);
  const started = performance.now();
  const res = await fetch(`${api.url}/api/transactions/${admin.userId}/export${query}`, {
    headers: admin.headers,
  });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    // indexOf, not a loop over each byte: on the same 2 CPUs the loop took ~0.4 s of 300,000 rows'
    // 68 MB, CPU the API being measured then lacked.
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = lines - 1;
  return {
    label,
    rows,
    expected,
    seconds: Math.round(seconds * 10) / 10,
    rowsPerSecond: Math.round(rows / seconds),
    mb: Math.round(bytes / 1e6),
    rssBeforeMb: before,
    rssPeakMb: peak,
    rssPeakPerQuarterMb: quarters,
  };
}
