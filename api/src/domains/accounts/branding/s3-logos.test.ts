import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../../config';
import { createTestApp, type TestApp } from '../../../test/harness';
import { brandForm, drawnPng } from './testing';

type Seen = { method: string; url: string; authorization: string; checksum?: string; type?: string };

/**
 * The smallest S3-compatible service that the SDK talks to (path style): PUT, GET and DELETE of
 * an object, a NoSuchKey error, and a log of what it was asked.
 */
async function startS3(): Promise<{
  url: string;
  seen: Seen[];
  objects: Map<string, { bytes: Buffer; type: string }>;
  server: Server;
  /** While set, every call answers 503 SlowDown, as an overloaded or failing bucket does. */
  outage: { on: boolean };
}> {
  const outage = { on: false };
  const objects = new Map<string, { bytes: Buffer; type: string }>();
  const seen: Seen[] = [];
  const body = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://s3').pathname;
      const header = (name: string) => req.headers[name] as string | undefined;
      seen.push({
        method: req.method ?? '',
        url,
        authorization: header('authorization') ?? '',
        checksum: header('x-amz-checksum-sha256'),
        type: header('content-type'),
      });
      if (outage.on) {
        await body(req);
        res
          .writeHead(503, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>down</Message></Error>');
        return;
      }
      if (req.method === 'PUT') {
        const bytes = await body(req);
        const checksum = header('x-amz-checksum-sha256');
        if (checksum && checksum !== createHash('sha256').update(bytes).digest('base64')) {
          res
            .writeHead(400, { 'content-type': 'application/xml' })
            .end('<Error><Code>BadDigest</Code></Error>');
          return;
        }
        objects.set(url, { bytes, type: header('content-type') ?? 'application/octet-stream' });
        res.writeHead(200, { etag: '"e"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(url);
        if (!object) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>no</Message></Error>');
          return;
        }
        res
          .writeHead(200, { 'content-type': object.type, 'content-length': object.bytes.length })
          .end(object.bytes);
      } else if (req.method === 'DELETE') {
        objects.delete(url);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    objects,
    server,
    outage,
  };
}

describe('logos in S3-compatible storage (S3_BUCKET)', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3>>;
  before(async () => {
    s3 = await startS3();
    const s3Config = loadConfig({
      NODE_ENV: 'test',
      TOKEN_SECRET: 'test-secret-test-secret-test-secret!',
      S3_BUCKET: 'pagora-logos',
      S3_REGION: 'sa-east-1',
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: 'PAGORATESTKEY',
      S3_SECRET_ACCESS_KEY: 'pagora-test-secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3;
    t = await createTestApp({ s3: s3Config });
  });
  after(async () => {
    await t.close();
    await new Promise((resolve) => s3.server.close(resolve));
  });

  test('an uploaded logo goes to the bucket through the SDK and is served from it', async () => {
    const id = t.demo.marketplaces[0]!.marketplace.id;
    const auth = await t.loginAs('marketplace@pagora.demo');
    const put = async (logo: Buffer) => {
      const form = await brandForm(logo);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/update-branch/${id}`,
        payload: form.payload,
        headers: { ...auth, 'content-type': form.contentType },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data.logo as string;
    };
    const logo = await put(await drawnPng('#123456'));
    const key = `/pagora-logos/logos/${path.basename(logo)}`;
    const object = s3.objects.get(key);
    assert.ok(object, `the bucket holds ${key}`);
    assert.equal(object.type, 'image/webp');
    const write = s3.seen.find((s) => s.method === 'PUT' && s.url === key);
    assert.match(
      write?.authorization ?? '',
      /^AWS4-HMAC-SHA256 Credential=PAGORATESTKEY\/\d{8}\/sa-east-1\/s3\//,
    );
    assert.equal(write?.checksum, createHash('sha256').update(object.bytes).digest('base64'));
    const rows = await t.ctx.database.query('SELECT name FROM brand_images');
    assert.deepEqual(rows, [], 'nothing in the database');

    const served = await t.app.inject({ method: 'GET', url: logo });
    assert.equal(served.statusCode, 200);
    assert.deepEqual(served.rawPayload, object.bytes);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(served.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.ok(s3.seen.some((s) => s.method === 'GET' && s.url === key));

    // A new logo replaces the old one in the bucket; the old address is gone.
    const next = await put(await drawnPng('#654321'));
    assert.notEqual(next, logo);
    assert.deepEqual([...s3.objects.keys()], [`/pagora-logos/logos/${path.basename(next)}`]);
    assert.equal((await t.app.inject({ method: 'GET', url: logo })).statusCode, 404);
  });

  test('the bucket down: uploading and serving a logo answer 503 with Retry-After, and the brand keeps its logo', async () => {
    const id = t.demo.marketplaces[0]!.marketplace.id;
    const auth = await t.loginAs('marketplace@pagora.demo');
    const upload = async (logo: Buffer) => {
      const form = await brandForm(logo);
      return t.app.inject({
        method: 'PUT',
        url: `/api/update-branch/${id}`,
        payload: form.payload,
        headers: { ...auth, 'content-type': form.contentType },
      });
    };
    const saved = await upload(await drawnPng('#0a0b0c'));
    assert.equal(saved.statusCode, 200, saved.body);
    const logo = saved.json().data.logo as string;
    s3.outage.on = true;
    try {
      const refused = await upload(await drawnPng('#0c0b0a'));
      assert.equal(refused.statusCode, 503, refused.body);
      assert.equal(refused.headers['retry-after'], '10');
      assert.deepEqual(refused.json(), {
        message:
          'O armazenamento de imagens está temporariamente indisponível. Tente novamente em instantes.',
        code: 'storage_unavailable',
      });
      const served = await t.app.inject({ method: 'GET', url: logo });
      assert.equal(served.statusCode, 503);
      assert.equal(served.headers['retry-after'], '10');
    } finally {
      s3.outage.on = false;
    }
    const [brand] = await t.ctx.database.query<{ logo_path: string }>(
      'SELECT logo_path FROM marketplaces WHERE id = $1',
      [id],
    );
    assert.ok(brand && logo.endsWith(brand.logo_path), 'the refused upload changed nothing');
    assert.equal((await t.app.inject({ method: 'GET', url: logo })).statusCode, 200, 'served again');
  });
});

describe('S3 configuration', () => {
  const base = { NODE_ENV: 'test', TOKEN_SECRET: 'test-secret-test-secret-test-secret!' };
  test('a half-configured bucket refuses to start, naming what is missing', () => {
    assert.throws(() => loadConfig({ ...base, S3_BUCKET: 'b' }), /S3_REGION: required when S3_BUCKET is set/);
    assert.throws(
      () => loadConfig({ ...base, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'us-east-1' }),
      /S3_BUCKET: required when S3_ENDPOINT, S3_REGION is set/,
    );
    assert.throws(
      () => loadConfig({ ...base, S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k' }),
      /S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set/,
    );
  });

  test('no S3 variable keeps logos in PostgreSQL; an empty one counts as unset', () => {
    assert.equal(loadConfig(base).s3, null);
    assert.equal(loadConfig({ ...base, S3_BUCKET: '' }).s3, null);
    assert.deepEqual(loadConfig({ ...base, S3_BUCKET: 'b', S3_REGION: 'r' }).s3, {
      bucket: 'b',
      region: 'r',
      forcePathStyle: false,
    });
  });
});
