import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { COMPRESS_SYNC_MAX_BYTES, COMPRESS_THRESHOLD_BYTES } from '../../platform/http/compression';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkApi, validLink } from './test-support';

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

describe('large JSON answers compressed on the wire', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const get = (url: string, acceptEncoding?: string, auth = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...auth, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  test('a large list is compressed when asked and decodes to the plain answer', async () => {
    const ana = await t.loginAs('seller@pagora.demo');
    const api = linkApi(t);
    for (let i = 0; i < 12; i++) await api.createId(ana, { ...validLink, description: `Produto ${i}` });
    const url = `/api/payment/${await api.userIdOf('seller@pagora.demo')}`;

    const plain = await get(url, undefined, ana);
    assert.equal(plain.statusCode, 200, plain.body);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length >= COMPRESS_THRESHOLD_BYTES, `${plain.rawPayload.length} bytes`);

    const br = await get(url, BROWSER, ana);
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 3, `${br.rawPayload.length} bytes`);
    assert.deepEqual(JSON.parse(decoded(br).toString()), plain.json());
    // Over COMPRESS_SYNC_MAX_BYTES: streamed through zlib, so its length is not known ahead.
    assert.ok(plain.rawPayload.length > COMPRESS_SYNC_MAX_BYTES, `${plain.rawPayload.length} bytes`);
    assert.equal(br.headers['transfer-encoding'], 'chunked');
    assert.equal(br.headers['content-length'], undefined);
  });

  test('a list up to COMPRESS_SYNC_MAX_BYTES is compressed in one call and sent with its length', async () => {
    const bruna = await t.loginAs('seller2@pagora.demo');
    const api = linkApi(t);
    for (let i = 0; i < 3; i++) await api.createId(bruna, { ...validLink, description: `Produto ${i}` });
    const url = `/api/payment/${await api.userIdOf('seller2@pagora.demo')}`;
    const plain = await get(url, undefined, bruna);
    assert.equal(plain.statusCode, 200, plain.body);
    const size = plain.rawPayload.length;
    assert.ok(size >= COMPRESS_THRESHOLD_BYTES && size <= COMPRESS_SYNC_MAX_BYTES, `${size} bytes`);
    for (const [accept, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get(url, accept, bruna);
      assert.equal(res.headers['content-encoding'], encoding);
      assert.equal(res.headers['content-length'], String(res.rawPayload.length), accept);
      assert.equal(res.headers['transfer-encoding'], undefined, accept);
      assert.deepEqual(JSON.parse(decoded(res).toString()), plain.json(), accept);
    }
  });

  test("the payer view goes out as the cache's compressed bytes, the same answer in each encoding", async () => {
    const ana = await t.loginAs('seller@pagora.demo');
    const id = await linkApi(t).createId(ana, {
      ...validLink,
      paymentMethods: ['pix', 'credit_card', 'bank_slip'],
    });
    const url = `/api/payment-ver/${id}`;
    const plain = await get(url);
    assert.equal(plain.statusCode, 200, plain.body);
    assert.equal(plain.headers['content-encoding'], undefined);
    for (const [accept, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get(url, accept);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], encoding, accept);
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.deepEqual(decoded(res), plain.rawPayload, accept);
    }
  });
});
