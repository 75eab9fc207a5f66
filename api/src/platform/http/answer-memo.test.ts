import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { AnswerMemo } from './answer-memo';

/** A route whose answer is built from two cached objects, as GET /api/me's is. */
async function appWith(parts: { user: { nome: string }; brand: { cor: string } }, built: { count: number }) {
  const app = Fastify();
  const memo = new AnswerMemo<object>();
  const session = {};
  app.get(
    '/me',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { nome: { type: 'string' }, cor: { type: 'string' } },
          },
        },
      },
    },
    async (_request, reply) =>
      memo.send(reply, session, [parts.user, parts.brand], () => {
        built.count += 1;
        return { ...parts.user, ...parts.brand, segredo: 'nunca enviado' };
      }),
  );
  await app.ready();
  return app;
}

test('the same objects are answered from the memo, through the route schema, as JSON', async () => {
  const built = { count: 0 };
  const app = await appWith({ user: { nome: 'Ana' }, brand: { cor: '#0f766e' } }, built);
  for (let i = 0; i < 3; i += 1) {
    const res = await app.inject({ method: 'GET', url: '/me' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
    // The route's schema still decides what leaves: the unlisted field never does.
    assert.deepEqual(res.json(), { nome: 'Ana', cor: '#0f766e' });
  }
  assert.equal(built.count, 1);
  await app.close();
});

test('a part replaced by its cache is serialized again and answered new', async () => {
  const built = { count: 0 };
  const parts = { user: { nome: 'Ana' }, brand: { cor: '#0f766e' } };
  const app = await appWith(parts, built);
  assert.equal((await app.inject({ method: 'GET', url: '/me' })).json().cor, '#0f766e');
  parts.brand = { cor: '#112233' };
  assert.equal((await app.inject({ method: 'GET', url: '/me' })).json().cor, '#112233');
  parts.user = { nome: 'Ana Souza' };
  assert.equal((await app.inject({ method: 'GET', url: '/me' })).json().nome, 'Ana Souza');
  assert.equal(built.count, 3);
  await app.close();
});
