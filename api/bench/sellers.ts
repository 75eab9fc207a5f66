import { performance } from 'node:perf_hooks';
import { startServer, type Server } from './lib';
import { login, printLatencies, timeRequests } from './scale';

/**
 * Sellers at scale on the bench's PGlite API: 5,000 sellers for one marketplace (inserted by
 * servers.ts when BENCH_SELLERS is set, not through the product's routes), then p50/p95 of
 * `GET /api/sellers-list` as that marketplace's owner: page 1, page 250 and a search. Target
 * p95 < 50 ms.
 */
const SELLERS = Number(process.env.BENCH_SELLERS ?? 5_000);

export async function sellersScenario(): Promise<void> {
  let api: Server | null = null;
  try {
    const started = performance.now();
    api = await startServer('api', { BENCH_SELLERS: String(SELLERS) });
    console.log(
      `\nsellers: API up with ${SELLERS.toLocaleString('en')} extra sellers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const owner = await login(api.url, 'marketplace@pagora.demo');
    const list = `${api.url}/api/sellers-list`;
    const first = (await (await fetch(list, { headers: owner.headers })).json()) as { total: number };
    const rows = [
      await timeRequests('GET /sellers-list page 1', `${list}?page=1`, owner.headers),
      await timeRequests('GET /sellers-list page 250', `${list}?page=250`, owner.headers),
      await timeRequests('GET /sellers-list ?q=bruno', `${list}?q=bruno`, owner.headers),
      await timeRequests('GET /sellers-list ?q=bruno&page=40', `${list}?q=bruno&page=40`, owner.headers),
    ];
    const ok = printLatencies(
      `sellers (${first.total.toLocaleString('en')} of one marketplace, PGlite)`,
      rows,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    api?.stop();
  }
}
