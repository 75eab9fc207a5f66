import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/harness';

/** A web root with a shell page, the checkout page and one remote file, as a build leaves them. */
function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'pagora-web-'));
  for (const [dir, file] of [
    ['shell/dist', 'index.html'],
    ['remote-checkout/dist', 'index.html'],
    ['remote-checkout/dist', 'remoteEntry.js'],
  ] as const) {
    mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, dir, file), file.endsWith('.html') ? `<h1>${dir}</h1>` : '');
  }
  return root;
}

/** `{ 'script-src': ["'self'"], ... }` from a Content-Security-Policy header. */
function directives(res: LightMyRequestResponse): Record<string, string[]> {
  const header = res.headers['content-security-policy'];
  assert.equal(typeof header, 'string', `${res.statusCode} answer has a CSP`);
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

const CDN = 'https://cdn.example.com';

describe('browser security headers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      webRoot: webRoot(),
      trustProxy: ['10.0.0.0/8'],
      remotesRegistry: JSON.stringify([
        { name: 'backoffice', entry: '/remotes/backoffice/mf-manifest.json' },
        { name: 'admin', entry: `${CDN}/admin/mf-manifest.json` },
      ]),
    });
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress });

  test('the back office, the checkout and the API cannot be framed, sniffed or leak the URL', async () => {
    for (const url of ['/', '/dashboard', '/pay/x', '/payment-success?id=1', '/api/health']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      const csp = directives(res);
      assert.deepEqual(csp['frame-ancestors'], ["'none'"], url);
      assert.equal(res.headers['x-frame-options'], 'DENY', url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      const checkout = url.startsWith('/pay') || url.startsWith('/payment');
      assert.equal(
        res.headers['referrer-policy'],
        checkout ? 'no-referrer' : 'strict-origin-when-cross-origin',
        url,
      );
    }
  });

  test('an API answer is no document: nothing may run, load or frame it; the API docs page keeps the page policy', async () => {
    for (const url of ['/api/health', '/api/checkout-config']) {
      const csp = directives(await get(url));
      assert.deepEqual(csp['default-src'], ["'none'"], url);
      assert.deepEqual(csp['frame-ancestors'], ["'none'"], url);
      assert.equal(csp['script-src'], undefined, url);
    }
    const docs = await get('/api/docs/');
    assert.deepEqual(directives(docs)['script-src'], ["'self'", CDN]);
  });

  test('scripts come from this origin and the registered remotes only: no inline script, no eval', async () => {
    const csp = directives(await get('/'));
    assert.deepEqual(csp['script-src'], ["'self'", CDN]);
    assert.deepEqual(csp['script-src-attr'], ["'none'"]);
    assert.deepEqual(csp['connect-src'], ["'self'", CDN]);
    assert.deepEqual(csp['object-src'], ["'none'"]);
    assert.deepEqual(csp['default-src'], ["'self'"]);
  });

  test("a remote's files may be loaded by a shell on another origin", async () => {
    const res = await get('/remotes/checkout/remoteEntry.js');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
  });

  test('HSTS only on a request that came over HTTPS, as told by a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const direct = await get('/api/health');
    assert.equal(direct.headers['strict-transport-security'], undefined);
    const proxied = await get('/api/health', https, '10.1.2.3');
    assert.match(String(proxied.headers['strict-transport-security']), /^max-age=31536000\b/);
    const page = await get('/pay/x', https, '10.1.2.3');
    assert.match(String(page.headers['strict-transport-security']), /^max-age=31536000\b/);
    // Anyone else claiming HTTPS is not believed: a plain-HTTP install never pins itself to HTTPS.
    const forged = await get('/api/health', https, '203.0.113.9');
    assert.equal(forged.headers['strict-transport-security'], undefined);
  });
});
