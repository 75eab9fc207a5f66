import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../../test/harness';

describe('route access declarations', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('an /api route without config.access cannot be added', async () => {
    const Fastify = (await import('fastify')).default;
    const { registerAuthentication } = await import('./guard');
    const app = Fastify();
    registerAuthentication(app);
    assert.throws(() => app.get('/api/forgotten', async () => 'open'), /does not declare config\.access/);
    await app.close();
  });

  test('health answers with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.deepEqual(res.json(), { status: 'ok', database: t.ctx.database.kind });
  });

  test('an unknown /api path answers 404 in pt-BR', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nada' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, 'Rota não encontrada.');
  });

  test('the OpenAPI document lists the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.ok(doc.paths['/api/login'].post);
    assert.ok(doc.paths['/api/register-seller'].post);
  });
});
