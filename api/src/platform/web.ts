import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The remotes the shell loads at run time, by federation name and build folder. */
const REMOTES = [
  { name: 'backoffice', dir: 'remote-backoffice' },
  { name: 'admin', dir: 'remote-admin' },
  { name: 'billing', dir: 'remote-billing' },
  { name: 'checkout', dir: 'remote-checkout' },
] as const;

const ROBOTS = 'User-agent: *\nDisallow: /api/\n';

/** Public payer pages: served by the standalone checkout, never by the shell. */
const CHECKOUT_PAGES = /^\/(pay\/[^/]+|payment-success|payment-declined|payment-pendente)\/?(\?.*)?$/;

/**
 * The origins of remotes the registry places elsewhere (absolute entries): the pages' CSP must let
 * the shell load them. Relative entries are served here, under 'self'.
 */
export function remoteOrigins(registry: string | undefined): string[] {
  if (!registry) return [];
  let entries: unknown;
  try {
    entries = JSON.parse(registry);
  } catch {
    throw new Error('Invalid configuration:\n  - REMOTES_REGISTRY: expected JSON [{ "name", "entry" }]');
  }
  if (!Array.isArray(entries)) return [];
  const origins = entries.flatMap((e: unknown) => {
    const entry = typeof e === 'object' && e !== null && 'entry' in e ? e.entry : null;
    if (typeof entry !== 'string' || !/^https?:\/\//i.test(entry)) return [];
    return [new URL(entry).origin];
  });
  return [...new Set(origins)];
}

/**
 * Serves the built front ends from one port: the shell at `/`, each remote under `/remotes/<name>/`,
 * the registry at `/remotes.json`. Manifests, entries and HTML are revalidated on every load so a
 * redeployed remote is picked up on reload; hashed chunks are immutable. Each file goes out as the
 * `.br` or `.gz` beside it that the build made (webpack/create-config.js) when the browser accepts
 * it, with `Vary: Accept-Encoding` either way; see docs/deploy.md for a CDN in front.
 */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const { webRoot, remotesRegistry } = app.ctx.config;
  const setHeaders = (res: { header(k: string, v: string): unknown }, file: string) => {
    // `file` is the one sent: `remoteEntry.js.br` must revalidate like `remoteEntry.js`.
    const base = path.basename(file).replace(/\.(br|gz)$/, '');
    const fresh =
      base.endsWith('.html') ||
      base === 'mf-manifest.json' ||
      base === 'remoteEntry.js' ||
      base === 'mf-stats.json';
    res.header('Cache-Control', fresh ? 'no-cache' : 'public, max-age=31536000, immutable');
  };

  for (const remote of REMOTES) {
    const root = path.join(webRoot, remote.dir, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${remote.name}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        // Each remote deploys on its own: a shell on another origin may load it.
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cross-Origin-Resource-Policy', 'cross-origin');
        setHeaders(res, file);
      },
    });
  }

  const shellRoot = path.join(webRoot, 'shell', 'dist');
  if (existsSync(shellRoot)) {
    await app.register(fastifyStatic, {
      root: shellRoot,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders,
    });
  }

  // Crawlers may read the pages (a shared payment link is a page like any other), never the API.
  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(ROBOTS),
  );

  app.get('/remotes.json', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return remotesRegistry
      ? (JSON.parse(remotesRegistry) as unknown)
      : REMOTES.map((r) => ({ name: r.name, entry: `/remotes/${r.name}/mf-manifest.json` }));
  });

  const shellIndex = path.join(shellRoot, 'index.html');
  // The login screen painted at build time (shell/webpack.server.js): the same page with its
  // markup in #root, which the shell's scripts hydrate.
  const shellLogin = path.join(shellRoot, 'login.html');
  const checkoutIndex = path.join(webRoot, 'remote-checkout', 'dist', 'index.html');
  const sendHtml = (reply: FastifyReply, file: string) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(readFileSync(file));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const wantsHtml = request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/remotes/');
    // The payer's URL names the link: no page it leaves for learns it.
    if (wantsHtml && CHECKOUT_PAGES.test(url) && existsSync(checkoutIndex))
      return sendHtml(reply.header('Referrer-Policy', 'no-referrer'), checkoutIndex);
    if (wantsHtml && url.split('?')[0] === '/login' && existsSync(shellLogin))
      return sendHtml(reply, shellLogin);
    if (wantsHtml && existsSync(shellIndex)) return sendHtml(reply, shellIndex);
    return reply.status(404).send({ message: 'Rota não encontrada.', code: 'not_found' });
  });
}
