import { performance } from 'node:perf_hooks';
import { startServer, type Server } from './lib';
import { printLatencies } from './scale';
import { login, timeRequests } from './scale-pages';

/**
 * Sellers and marketplaces at scale on the bench's PGlite API: 5,000 sellers for one marketplace
 * (inserted by servers.ts when BENCH_SELLERS is set, not through the product's routes) and
 * `BENCH_MARKETPLACES` more marketplaces (created through POST /api/register, as an admin would),
 * then p50/p95 of a page of `GET /api/sellers-list` as that marketplace's owner (page 1, page 250,
 * a search) and of `GET /api/marketplaces` as the admin (page 1, a later page, a search) and as the
 * owner (its own, with its 5,000 sellers counted). Target p95 < 50 ms for every page.
 */
const SELLERS = Number(process.env.BENCH_SELLERS ?? 5_000);
const MARKETPLACES = Number(process.env.BENCH_MARKETPLACES ?? 60);

/** Marketplaces created through the API, a few at a time (each one hashes its owner's password). */
async function registerMarketplaces(apiUrl: string, headers: Record<string, string>, n: number) {
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next += 1;
      const i = next;
      const res = await fetch(`${apiUrl}/api/register`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          id: `bench-mk-${i}`,
          nome: `Mercado Bench ${String(i).padStart(4, '0')}`,
          email: `mercado${i}@marketplaces.bench`,
          cpf_cnpj: '11222333000181',
          zpk_id_marketplace: `zpk-bench-${i}`,
          password: 'bench123',
          confirmpassword: 'bench123',
        }),
      });
      if (res.status !== 201) throw new Error(`POST /register: HTTP ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all([worker(), worker()]);
}

export async function sellersScenario(): Promise<void> {
  let api: Server | null = null;
  try {
    const started = performance.now();
    api = await startServer('api', { BENCH_SELLERS: String(SELLERS) });
    const admin = await login(api.url, 'admin@pagora.demo');
    await registerMarketplaces(api.url, admin.headers, MARKETPLACES);
    console.log(
      `\nsellers: API up with ${SELLERS.toLocaleString('en')} extra sellers and ${MARKETPLACES} extra marketplaces in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const owner = await login(api.url, 'marketplace@pagora.demo');
    const list = `${api.url}/api/sellers-list`;
    const first = (await (await fetch(list, { headers: owner.headers })).json()) as { total: number };
    const sellerRows = [
      await timeRequests('GET /sellers-list page 1', `${list}?page=1`, owner.headers),
      await timeRequests('GET /sellers-list page 250', `${list}?page=250`, owner.headers),
      await timeRequests('GET /sellers-list ?q=bruno', `${list}?q=bruno`, owner.headers),
      await timeRequests('GET /sellers-list ?q=bruno&page=40', `${list}?q=bruno&page=40`, owner.headers),
    ];
    const marketplaces = `${api.url}/api/marketplaces`;
    const all = (await (await fetch(marketplaces, { headers: admin.headers })).json()) as { total: number };
    const lastPage = Math.max(1, Math.ceil(all.total / 10));
    const marketplaceRows = [
      await timeRequests('GET /marketplaces page 1 (admin)', `${marketplaces}?page=1`, admin.headers),
      await timeRequests(
        `GET /marketplaces page ${lastPage} (admin)`,
        `${marketplaces}?page=${lastPage}`,
        admin.headers,
      ),
      await timeRequests(
        'GET /marketplaces ?q=bench 00 (admin)',
        `${marketplaces}?q=bench%2000`,
        admin.headers,
      ),
      await timeRequests('GET /marketplaces (owner of the 5,000)', marketplaces, owner.headers),
    ];
    const okSellers = printLatencies(
      `sellers (${first.total.toLocaleString('en')} of one marketplace, PGlite)`,
      sellerRows,
    );
    const okMarketplaces = printLatencies(
      `marketplaces (${all.total.toLocaleString('en')}, one with ${first.total.toLocaleString('en')} sellers, PGlite)`,
      marketplaceRows,
    );
    if (!okSellers || !okMarketplaces) process.exitCode = 1;
  } finally {
    api?.stop();
  }
}
