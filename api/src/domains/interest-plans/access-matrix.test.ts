import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { eachCell, matrixCaller, type Caller, type StatusRow } from '../../test/access-matrix';

// Every interest-plan route × every role × the plans it may or may not touch, exact statuses
// (issue 12). Objects, all in marketplace 1: a plan of the demo seller ('seller'), one of the
// marketplace owner ('owner'); 'bad' is an id that is no uuid. Marketplace 1 reads its seller's
// plan but manages only its own (403); marketplace 2 and seller2 cannot see either (404); an
// admin reads all and changes none ('Usar nos meus links' is PUT /api/juros/:id/usar).

const TARGETS = ['seller', 'owner', 'bad'] as const;
type Target = (typeof TARGETS)[number];
const parcelas = Array.from({ length: 21 }, (_, i) => ({ parcela: `${i + 1}x`, taxa: '1,5' }));
const planBody = (nome: string) => ({ nome, description: 'Matriz', status: 'ativo', parcelas });

/** Edit, remove and choose: the owner only; its marketplace reads a seller's plan (403). */
const MANAGE: StatusRow = {
  admin: [403, 403, 403],
  marketplace: [403, 200, 400],
  marketplace2: [404, 404, 400],
  seller: [200, 404, 400],
  seller2: [404, 404, 400],
  customer: [403, 403, 403],
  anonymous: [401, 401, 401],
};

describe('interest plans: route × role × own/foreign', () => {
  let t: TestApp;
  let c: Caller;
  let serial = 0;
  /** A fresh plan of that owner, so a removal or a choice in one cell leaves the others. */
  const planOf = async (target: Exclude<Target, 'bad'>) => {
    serial += 1;
    const res = await c.call(
      'POST',
      '/api/juros',
      target === 'seller' ? 'seller' : 'marketplace',
      planBody(`Matriz ${serial}`),
    );
    assert.equal(res.statusCode, 201, res.body);
    return res.json<{ dados: { id: string } }>().dados.id;
  };
  const idFor = (target: Target) => (target === 'bad' ? Promise.resolve('abc') : planOf(target));

  before(async () => {
    t = await createTestApp();
    c = await matrixCaller(t);
  });
  after(() => t.close());

  test("GET /api/juros/cliente/:userId: the caller's own id, another user's, a malformed one", async () => {
    const row: StatusRow = {
      admin: [200, 200, 400],
      marketplace: [200, 404, 400],
      marketplace2: [200, 404, 400],
      seller: [200, 404, 400],
      seller2: [200, 404, 400],
      customer: [403, 403, 403],
      anonymous: [401, 401, 401],
    };
    await eachCell(['own', 'other', 'bad'] as const, row, async (who, target, expected) => {
      const other = who === 'seller' ? c.me.seller2.userId : c.me.seller.userId;
      const self = who === 'anonymous' ? c.me.seller.userId : c.me[who].userId;
      const id = target === 'bad' ? 'abc' : target === 'own' ? self : other;
      const res = await c.call('GET', `/api/juros/cliente/${id}`, who);
      assert.equal(res.statusCode, expected, `${who} ${target}: ${res.body}`);
      if (expected === 400) assert.equal(res.json().message, 'ID do usuário inválido.');
    });
  });

  test("the lists: a seller's plan is read by its marketplace and an admin, not by the other tenant", async () => {
    const id = await planOf('seller');
    const seen = { admin: true, marketplace: true, marketplace2: false, seller: true, seller2: false };
    for (const [who, expected] of Object.entries(seen) as [keyof typeof seen, boolean][]) {
      const res = await c.call('GET', `/api/juros/cliente/${c.me[who].userId}?pageSize=100`, who);
      const ids = res.json<{ dados: { id: string }[] }>().dados.map((p) => p.id);
      assert.equal(ids.includes(id), expected, who);
    }
  });

  test('POST /api/juros', async () => {
    const row: StatusRow = {
      admin: [403],
      marketplace: [201],
      marketplace2: [201],
      seller: [201],
      seller2: [201],
      customer: [403],
      anonymous: [401],
    };
    await eachCell(['new'] as const, row, async (who, _target, expected) => {
      const res = await c.call('POST', '/api/juros', who, planBody(`Novo ${who}`));
      assert.equal(res.statusCode, expected, `${who}: ${res.body}`);
    });
  });

  test('PUT /api/juros/:id', async () => {
    await eachCell(TARGETS, MANAGE, async (who, target, expected) => {
      const res = await c.call('PUT', `/api/juros/${await idFor(target)}`, who, planBody('Editado'));
      assert.equal(res.statusCode, expected, `${who} ${target}: ${res.body}`);
      if (expected === 400) assert.equal(res.json().message, 'ID do plano de juros inválido.');
      if (expected === 404) assert.equal(res.json().message, 'Plano de juros não encontrado.');
    });
  });

  test("PUT /api/juros/:id/usar ('Usar nos meus links')", async () => {
    await eachCell(TARGETS, MANAGE, async (who, target, expected) => {
      const res = await c.call('PUT', `/api/juros/${await idFor(target)}/usar`, who);
      assert.equal(res.statusCode, expected, `${who} ${target}: ${res.body}`);
      if (expected === 200) assert.equal(res.json().dados.em_uso, true);
    });
  });

  test('DELETE /api/juros/:id: only an allowed removal removes', async () => {
    await eachCell(TARGETS, MANAGE, async (who, target, expected) => {
      const id = await idFor(target);
      const res = await c.call('DELETE', `/api/juros/${id}`, who);
      assert.equal(res.statusCode, expected, `${who} ${target}: ${res.body}`);
      if (target === 'bad') return;
      const rows = await t.ctx.database.query('SELECT 1 FROM interest_plans WHERE id = $1', [id]);
      assert.equal(rows.length, expected === 200 ? 0 : 1, `${who} ${target}`);
    });
  });
});
