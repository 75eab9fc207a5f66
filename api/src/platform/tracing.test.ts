import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { openTestDatabase } from '../test/harness';
import { startApiProcess, type ApiProcess } from '../test/instances';

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, a real API process sends its traces there (OTLP/HTTP,
 * protobuf): span and scope names travel as plain strings inside the payload.
 */
let collector: Server;
let received: Buffer[] = [];
let api: ApiProcess;
/** On PostgreSQL (CI's second pass) the API runs on a fresh database and pg spans are expected. */
let db: Awaited<ReturnType<typeof openTestDatabase>> | null = null;

before(async () => {
  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') received.push(Buffer.concat(chunks));
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  if (process.env.DATABASE_URL) db = await openTestDatabase();
  api = await startApiProcess({
    ...(db?.url ? { DATABASE_URL: db.url } : {}),
    PAYMENT_PROVIDER: 'sandbox',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
});

after(async () => {
  api.child.removeAllListeners('exit');
  api.child.kill('SIGTERM');
  await new Promise((resolve) => api.child.once('exit', resolve));
  collector.close();
  await db?.drop();
});

test('a request is traced through Fastify, node-postgres and http', async () => {
  received = [];
  assert.equal((await fetch(`${api.url}/api/ready`)).status, 200);
  const deadline = Date.now() + 10_000;
  const text = () => Buffer.concat(received).toString('latin1');
  const expected = ['/api/ready', '@fastify/otel', ...(db ? ['@opentelemetry/instrumentation-pg'] : [])];
  while (Date.now() < deadline && !expected.every((s) => text().includes(s))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.match(text(), /@fastify\/otel/, 'Fastify spans');
  assert.match(text(), /@opentelemetry\/instrumentation-http/, 'http spans');
  assert.match(text(), /\/api\/ready/, 'the route');
  if (db) assert.match(text(), /@opentelemetry\/instrumentation-pg/, 'PostgreSQL query spans');
});
