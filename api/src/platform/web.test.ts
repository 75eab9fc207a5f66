import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness';
// A script as the production build leaves it: the file, and its .br and .gz beside it
// (compression-webpack-plugin in webpack/create-config.js).
const SCRIPT = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const valor${i} = 'Pagamento ${i}';\n`).join(''),
);

function built(dir: string, file: string, body: Buffer) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), body);
  writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body));
  writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body));
}

function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'pagora-web-'));
  built(path.join(root, 'shell/dist'), 'main.1a2b3c4d.js', SCRIPT);
  built(path.join(root, 'shell/dist'), 'index.html', Buffer.from('<!doctype html><h1>shell</h1>'));
  built(path.join(root, 'shell/dist'), 'login.html', Buffer.from('<!doctype html><h1>Entrar</h1>'));
  built(path.join(root, 'remote-checkout/dist'), 'remoteEntry.js', SCRIPT);
  return root;
}

const BROWSER = 'gzip, deflate, br, zstd';

/** The body as a client that accepted the encoding reads it. */
function decoded(res: LightMyRequestResponse): Buffer {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  assert.equal(encoding, undefined, 'no other encoding is sent');
  return raw;
}

describe('built assets compressed on the wire', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ webRoot: webRoot() });
  });
  after(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  test('a built script goes out as its .br to a browser, .gz to a gzip-only client, plain otherwise', async () => {
    const br = await get('/main.1a2b3c4d.js', BROWSER);
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.ok(br.rawPayload.length < SCRIPT.length / 4, `${br.rawPayload.length} bytes on the wire`);
    assert.deepEqual(decoded(br), SCRIPT);

    const gz = await get('/main.1a2b3c4d.js', 'gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(decoded(gz), SCRIPT);

    const plain = await get('/main.1a2b3c4d.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.rawPayload, SCRIPT);

    for (const res of [br, gz, plain]) {
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
  });

  test("a remote's entry is compressed and still revalidated on every load", async () => {
    const res = await get('/remotes/checkout/remoteEntry.js', BROWSER);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.deepEqual(decoded(res), SCRIPT);
  });

  test('a small answer is sent as is', async () => {
    const res = await get('/api/health', BROWSER);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], undefined);
  });

  test('robots.txt is a robots file, not the app: pages may be crawled, the API may not', async () => {
    const res = await get('/robots.txt');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    assert.deepEqual(res.body.split('\n').filter(Boolean), ['User-agent: *', 'Disallow: /api/']);
  });

  test('/login is the page the build painted; every other shell path the plain page', async () => {
    for (const url of ['/login', '/login?from=%2Fdashboard']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.equal(res.body, '<!doctype html><h1>Entrar</h1>', url);
    }
    for (const url of ['/', '/dashboard', '/login/other', '/signup'])
      assert.equal((await get(url)).body, '<!doctype html><h1>shell</h1>', url);
  });
});
