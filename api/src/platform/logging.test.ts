import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SINGLE_LINE_MESSAGE } from '@pagora/shared';
import { createTestApp, type TestApp } from '../test/harness';
import { serializeError, safeUrl } from './logging';

// Issue 14 item 2: control characters answer 400, and no log line carries SQL parameters,
// request bodies, tokens, hashes or the webhook secret, whatever is logged.
let t: TestApp;
const lines: string[] = [];
before(async () => {
  t = await createTestApp({}, { logStream: { write: (line) => void lines.push(line) } });
});
after(() => t.close());

test('a NUL byte or another control character in any text field is a 400 in pt-BR, and nothing is written', async () => {
  const seller = await t.loginAs('seller@pagora.demo');
  const validLink = {
    amount: '150,00',
    description: 'Camiseta',
    paymentMethods: ['pix'],
    parcelasSemJuros: 1,
  };
  const links = {
    create: (auth: { authorization: string }, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/register-payment', headers: auth, payload }),
  };
  const [before] = await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_links');
  for (const description of ['Camiseta\u0000estampada', 'Camiseta\u001bestampada', 'Caneca\u007f']) {
    const res = await links.create(seller, { ...validLink, description });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json(), {
      message: 'O texto contém caracteres de controle inválidos.',
      code: 'invalid_characters',
      field: 'description',
    });
  }
  // In a login too (the e-mail was a 500 before: PostgreSQL cannot store NUL).
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'seller@pagora.demo\u0000', password: 'x' },
  });
  assert.equal(login.statusCode, 400);
  // Line breaks and tabs pass this guard (free text may have lines); a link's description is one
  // line, so its own schema refuses them with its message (issue 35).
  const lined = await links.create(seller, { ...validLink, description: 'Linha 1\nLinha 2\tfim' });
  assert.equal(lined.statusCode, 400);
  assert.equal(lined.json<{ message: string }>().message, SINGLE_LINE_MESSAGE);
  assert.equal((await links.create(seller, { ...validLink, description: 'Linha 1 fim' })).statusCode, 201);
  const [after] = await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_links');
  assert.equal(after!.n, before!.n + 1, 'only the valid link was written');
});

test('an error from the database is logged without its SQL text or parameters', () => {
  const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
  const driverError = Object.assign(
    new Error(
      `Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: maria@x.com,${hash}`,
    ),
    {
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: ['maria@x.com', hash],
      cause: Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
        code: '23505',
        detail: 'Key (email)=(maria@x.com) already exists.',
        parameters: ['maria@x.com', hash],
      }),
    },
  );
  const logged = JSON.stringify(serializeError(driverError));
  assert.doesNotMatch(logged, /argon2id|maria@x\.com|password_hash|params/);
  assert.match(logged, /Failed query \(SQL and parameters omitted\)/);
  assert.match(logged, /23505/, 'the error code stays, to know what happened');
});

test('request logs carry neither bodies, tokens nor the webhook secret', async () => {
  const secret = t.ctx.config.payments.webhookSecret;
  lines.length = 0;
  await t.app.inject({
    method: 'POST',
    url: `/api/webhooks/zoop/${encodeURIComponent(secret)}?token=abc`,
    payload: { id: 'evt-log-test', type: 'transaction.succeeded', payload: { object: { id: 'x' } } },
  });
  const auth = await t.loginAs('seller@pagora.demo');
  await t.app.inject({ method: 'GET', url: '/api/me', headers: auth });
  const all = lines.join('\n');
  assert.ok(lines.length > 0, 'requests were logged');
  assert.ok(!all.includes(secret), 'no webhook secret');
  assert.ok(!all.includes(auth.authorization.replace(/^Bearer /, '')), 'no bearer token');
  assert.ok(!all.includes('pagora123'), 'no password');
  assert.ok(!all.includes('evt-log-test'), 'no request body');
  assert.equal(safeUrl(`/api/webhooks/zoop/${secret}?a=1`), '/api/webhooks/zoop/[segredo]');
});

test("each log line of a request carries the id its answer's X-Request-Id gives the caller", async () => {
  lines.length = 0;
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/payment-ver/nao-existe-log',
    headers: { 'x-request-id': 'lb-req-4242' },
  });
  assert.equal(res.statusCode, 400, 'an error answer');
  assert.equal(res.headers['x-request-id'], 'lb-req-4242');
  const parsed = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
  const ofRequest = parsed.filter((l) => l.reqId === 'lb-req-4242');
  assert.ok(ofRequest.length >= 2, `request and answer logged with the id: ${lines.join('')}`);
  const aboutIt = lines.filter((l) => l.includes('nao-existe-log'));
  assert.ok(aboutIt.length >= 1);
  for (const line of aboutIt) assert.match(line, /"reqId":"lb-req-4242"/);
});
