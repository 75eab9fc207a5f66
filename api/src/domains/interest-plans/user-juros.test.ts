import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';

describe('default interest plans and the login answer', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const loginUser = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'pagora123' },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().user;
  };

  test('every marketplace has one active default plan of 21 rising rates, 1x without interest', async () => {
    const rows = await t.ctx.database.query<{
      marketplace_id: string;
      parcelas: { count: number; rateHundredths: number }[];
    }>("SELECT marketplace_id, parcelas FROM interest_plans WHERE is_default AND status = 'ativo'");
    assert.equal(rows.length, 2);
    for (const { parcelas } of rows) {
      assert.deepEqual(
        parcelas.map((p) => p.count),
        Array.from({ length: 21 }, (_, i) => i + 1),
      );
      assert.equal(parcelas[0]?.rateHundredths, 0);
      for (let i = 2; i < 21; i += 1)
        assert.ok(parcelas[i]!.rateHundredths > parcelas[i - 1]!.rateHundredths);
    }
  });

  test("a seller's and an owner's login carry the marketplace default plan as id_juros and juros", async () => {
    const [plan] = await t.ctx.database.query<{ id: string }>(
      'SELECT id FROM interest_plans WHERE marketplace_id = $1 AND is_default',
      [t.demo.marketplaces[0]!.marketplace.id],
    );
    for (const email of ['seller@pagora.demo', 'marketplace@pagora.demo']) {
      const user = await loginUser(email);
      assert.equal(user.id_juros, plan?.id);
      assert.equal(user.juros.id_zoop, '');
      assert.equal(user.juros.parcelas.length, 21);
      assert.deepEqual(user.juros.parcelas[0], { parcela: '1x', taxa: 0 });
      assert.deepEqual(user.juros.parcelas[1], { parcela: '2x', taxa: 19.9 });
      assert.deepEqual(user.juros.parcelas[20], { parcela: '21x', taxa: 34.15 });
    }
    const other = await loginUser('seller2@pagora.demo');
    assert.notEqual(other.id_juros, plan?.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: await t.loginAs('seller@pagora.demo'),
    });
    assert.equal(me.json().user.id_juros, plan?.id);
  });

  test('admins and customers have no plan', async () => {
    for (const email of ['admin@pagora.demo', 'customer@pagora.demo']) {
      const user = await loginUser(email);
      assert.equal(user.id_juros, null);
      assert.equal(user.juros, null);
    }
  });

  test('a marketplace registered by an admin starts with its own default plan', async () => {
    const admin = await t.loginAs('admin@pagora.demo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: admin,
      payload: {
        nome: 'Mercado Novo',
        email: 'novo@pagora.demo',
        password: 'segredo1',
        confirmpassword: 'segredo1',
        cpf_cnpj: '11.222.333/0001-81',
        phone: '(11) 99999-9999',
        zpk_id_marketplace: 'zpk-novo',
        address: { street: 'Rua A', number: '1', zipCode: '01001-000', city: 'São Paulo', state: 'SP' },
      },
    });
    assert.equal(res.statusCode, 201, res.body);
    const [row] = await t.ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM interest_plans WHERE marketplace_id = $1 AND is_default',
      [res.json().data.id],
    );
    assert.equal(row?.n, 1);
  });
});
