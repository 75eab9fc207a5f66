import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
before(async () => {
  t = await createTestApp({}, { listen: true });
});
after(() => t.close());

test('GET /api/health answers ok and /api/ready says ready', async () => {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(health.statusCode, 200);
  assert.equal(health.json<{ status: string }>().status, 'ok');
  const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
  assert.equal(ready.statusCode, 200, ready.body);
  assert.equal(ready.json<{ status: string }>().status, 'ready');
});

test('GET /api/health answers without the database (liveness), while /api/ready does not', async () => {
  const own = await createTestApp();
  try {
    await own.ctx.database.close();
    const health = await own.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(health.statusCode, 200, health.body);
    assert.equal(health.json<{ status: string }>().status, 'ok');
    const ready = await own.app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(ready.statusCode, 503, ready.body);
  } finally {
    await own.close().catch(() => undefined);
  }
});

test('a draining instance is not ready: 503, a pt-BR reason and Retry-After', async () => {
  t.ctx.lifecycle.draining = true;
  try {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(ready.statusCode, 503);
    assert.equal(ready.headers['retry-after'], '5');
    assert.deepEqual(ready.json(), {
      message: 'Serviço temporariamente indisponível: o servidor está encerrando.',
      code: 'not_ready',
    });
  } finally {
    t.ctx.lifecycle.draining = false;
  }
});

test('an instance whose migrations are behind its code is not ready, and says so', async () => {
  const { database } = t.ctx;
  const [last] = await database.query<{ name: string; applied_at: Date }>(
    'SELECT name, applied_at FROM schema_migrations ORDER BY name DESC LIMIT 1',
  );
  assert.ok(last);
  await database.query('DELETE FROM schema_migrations WHERE name = $1', [last.name]);
  try {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(ready.statusCode, 503);
    assert.equal(
      ready.json<{ message: string }>().message,
      'Serviço temporariamente indisponível: há 1 migração(ões) do banco de dados não aplicada(s).',
    );
  } finally {
    await database.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [
      last.name,
      last.applied_at,
    ]);
  }
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode, 200);
});

test('an instance whose job queue is not running is not ready, and says so', async () => {
  const own = await createTestApp({}, { listen: true });
  try {
    assert.equal((await own.app.inject({ method: 'GET', url: '/api/ready' })).statusCode, 200);
    await own.ctx.jobs.stop(1_000);
    const ready = await own.app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(ready.statusCode, 503);
    assert.equal(
      ready.json<{ message: string }>().message,
      'Serviço temporariamente indisponível: a fila de tarefas não está rodando.',
    );
  } finally {
    await own.close();
  }
});

test('an embedded instance is not ready before its payment provider is connected (it listens first)', async () => {
  const own = await createTestApp();
  try {
    const ready = await own.app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(ready.statusCode, 503);
    assert.equal(
      ready.json<{ message: string }>().message,
      'Serviço temporariamente indisponível: o provedor de pagamento ainda não está conectado.',
    );
  } finally {
    await own.close();
  }
});

test('every answer, errors included, carries a request id; a sane incoming one is kept', async () => {
  const notFound = await t.app.inject({ method: 'GET', url: '/api/links/nao-existe' });
  assert.match(String(notFound.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  const given = await t.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'lb-trace-1234' },
  });
  assert.equal(given.headers['x-request-id'], 'lb-trace-1234');
  const forged = await t.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'a b\n<script>' },
  });
  assert.notEqual(forged.headers['x-request-id'], 'a b\n<script>');
});

test("Fastify's own 414 and 431 answer in pt-BR in the one error shape, never echoing the URL", async () => {
  const long = await fetch(`${t.baseUrl}/api/cep/${'1'.repeat(700)}`);
  assert.equal(long.status, 414);
  const body = await long.text();
  assert.deepEqual(JSON.parse(body), { message: 'Endereço (URL) muito longo.', code: 'uri_too_long' });

  const big = await rawGet(t.baseUrl, '/api/health', { 'x-big': 'a'.repeat(20_000) });
  assert.equal(big.status, 431);
  assert.deepEqual(JSON.parse(big.body), {
    message: 'Cabeçalhos da requisição muito grandes.',
    code: 'headers_too_large',
  });
});

test('/metrics exposes request latency by route, pool, queue and payment series', async () => {
  await t.app.inject({ method: 'GET', url: '/api/health' });
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  assert.equal(res.statusCode, 200);
  assert.match(
    res.body,
    /pagora_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} \d+/,
  );
  for (const series of [
    'pagora_payments_total',
    'pagora_pix_paid_push_delay_seconds',
    'pagora_job_failures_total',
    'pagora_jobs_queued',
    'pagora_jobs_oldest_queued_seconds',
    'pagora_webhook_backlog',
    'pagora_db_listen_up 1',
  ]) {
    assert.ok(res.body.includes(series), `${series} in /metrics`);
  }
});

test('with METRICS_TOKEN /metrics wants the bearer token; production without one has none', async () => {
  const guarded = await createTestApp({ metrics: { mode: 'token', token: 'metrics-token-0123456789' } });
  try {
    const anonymous = await guarded.app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(anonymous.statusCode, 401);
    const ok = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    });
    assert.equal(ok.statusCode, 200);
  } finally {
    await guarded.close();
  }
  const off = await createTestApp({ metrics: { mode: 'off' } });
  try {
    assert.notEqual((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 200);
  } finally {
    await off.close();
  }
});

/** fetch cannot send a header this large; a raw request can. */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
