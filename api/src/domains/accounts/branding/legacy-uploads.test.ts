import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../../test/harness';
import { drawnPng } from './testing';

/**
 * Issue 42: a logo an older release left in DATA_DIR/uploads keeps its address. At start the
 * instance copies it into the store every instance reads; a file that came later is served from
 * the disk until the next start copies it.
 */
describe('logos of an older release on this instance’s disk', () => {
  let t: TestApp;
  const OLD = `${'a'.repeat(32)}.png`;
  const LATER = `${'b'.repeat(32)}.png`;
  let oldBytes: Buffer;
  before(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pagora-legacy-logo-'));
    mkdirSync(path.join(dataDir, 'uploads'));
    oldBytes = await drawnPng('#aa0000');
    writeFileSync(path.join(dataDir, 'uploads', OLD), oldBytes);
    writeFileSync(path.join(dataDir, 'uploads', 'notes.txt'), 'not a logo');
    t = await createTestApp({ dataDir });
  });
  after(() => t.close());

  const stored = () =>
    t.ctx.database.query<{ name: string; content_type: string; size_bytes: number }>(
      'SELECT name, content_type, size_bytes FROM brand_images ORDER BY name',
    );

  test('the start copied the old logo into the shared store, and it is served from there', async () => {
    assert.deepEqual(await stored(), [{ name: OLD, content_type: 'image/png', size_bytes: oldBytes.length }]);
    const served = await t.app.inject({ method: 'GET', url: `/api/uploads/${OLD}` });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual(served.rawPayload, oldBytes);
  });

  test('a file only on the disk is served from it; an unknown or odd name is a 404', async () => {
    const later = await drawnPng('#00aa00');
    writeFileSync(path.join(t.ctx.uploadsDir, LATER), later);
    const served = await t.app.inject({ method: 'GET', url: `/api/uploads/${LATER}` });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.deepEqual(served.rawPayload, later);
    for (const name of [`${'c'.repeat(32)}.png`, 'notes.txt', `${'a'.repeat(32)}.svg`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/uploads/${name}` });
      assert.equal(res.statusCode, 404, name);
      assert.equal(res.json().message, 'Arquivo não encontrado.');
    }
  });
});
