import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { eachCell, matrixCaller, type Caller, type StatusRow } from '../../test/access-matrix';

// GET /api/auditoria × every role × histories it owns or not (issue 12: for the owner, its
// marketplace and admins). A history is a list filtered to what the reader may see, so a foreign
// or unknown id answers 200 with no rows (nothing tells it exists), a customer 403, no login 401.
// Objects, all in marketplace 1: a plan of the demo seller, one of the marketplace owner, a link
// of the seller; 'bad' is an id that is no uuid (still just an unknown history, never a 500).

const TARGETS = ['sellerPlan', 'ownerPlan', 'sellerLink', 'bad'] as const;
const parcelas = Array.from({ length: 21 }, (_, i) => ({ parcela: `${i + 1}x`, taxa: '2' }));

const STATUS: StatusRow = {
  admin: [200, 200, 200, 200],
  marketplace: [200, 200, 200, 200],
  marketplace2: [200, 200, 200, 200],
  seller: [200, 200, 200, 200],
  seller2: [200, 200, 200, 200],
  customer: [403, 403, 403, 403],
  anonymous: [401, 401, 401, 401],
};
/** Rows each reader sees of each history (every object here has exactly one: its creation). */
const ROWS: Record<string, readonly number[]> = {
  admin: [1, 1, 1, 0],
  marketplace: [1, 1, 1, 0],
  marketplace2: [0, 0, 0, 0],
  seller: [1, 0, 1, 0],
  seller2: [0, 0, 0, 0],
};

describe('audit trail: GET /api/auditoria × role × own/foreign', () => {
  let t: TestApp;
  let c: Caller;
  const ids = {} as Record<(typeof TARGETS)[number], { entidade: 'juros' | 'link'; id: string }>;

  before(async () => {
    t = await createTestApp();
    c = await matrixCaller(t);
    const plan = async (who: 'seller' | 'marketplace', nome: string) => {
      const res = await c.call('POST', '/api/juros', who, { nome, status: 'ativo', parcelas });
      assert.equal(res.statusCode, 201, res.body);
      return res.json<{ dados: { id: string } }>().dados.id;
    };
    const link = await c.call('POST', '/api/register-payment', 'seller', {
      amount: '10,00',
      description: 'Auditado',
      paymentMethods: ['pix'],
    });
    assert.equal(link.statusCode, 201, link.body);
    ids.sellerPlan = { entidade: 'juros', id: await plan('seller', 'Do vendedor') };
    ids.ownerPlan = { entidade: 'juros', id: await plan('marketplace', 'Do marketplace') };
    ids.sellerLink = { entidade: 'link', id: link.json().data.payment.id };
    ids.bad = { entidade: 'juros', id: 'abc' };
  });
  after(() => t.close());

  test('statuses and the rows each role reads', async () => {
    await eachCell(TARGETS, STATUS, async (who, target, expected) => {
      const { entidade, id } = ids[target];
      const res = await c.call('GET', `/api/auditoria?entidade=${entidade}&id=${id}`, who);
      assert.equal(res.statusCode, expected, `${who} ${target}: ${res.body}`);
      if (expected !== 200) return;
      const rows = res.json<{ dados: { acao: string }[] }>().dados;
      assert.equal(rows.length, ROWS[who]?.[TARGETS.indexOf(target)], `${who} ${target}`);
      assert.ok(rows.every((r) => r.acao === 'criado'));
    });
  });

  test('a malformed query is a pt-BR 400', async () => {
    const noEntity = await c.call('GET', `/api/auditoria?entidade=nada&id=${ids.sellerPlan.id}`, 'seller');
    assert.equal(noEntity.statusCode, 400);
    assert.equal(noEntity.json().message, 'Entidade inválida.');
    const noId = await c.call('GET', '/api/auditoria?entidade=juros', 'seller');
    assert.equal(noId.statusCode, 400);
    assert.equal(noId.json().message, 'Informe o id.');
  });
});
