import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';

type Auth = { authorization: string };

/**
 * Issue 36: the receiving policy is what the provider really holds (manual, daily, weekly on a
 * weekday, monthly on a day, each automatic one with its minimum), read and set as such; the old
 * `{ policy }` body still works.
 */
describe('receiving policy', () => {
  let t: TestApp;
  let seller: Auth;
  before(async () => {
    t = await createTestApp({}, { listen: true });
    seller = await t.loginAs(DEMO_LOGINS.seller);
  });
  after(() => t.close());

  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/receiving-policy', headers: seller, payload });
  const read = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/balance', headers: seller })).json<{
      policy: string;
      receivingPolicy: object;
    }>();

  it('sets and reads back a weekly and a monthly policy as what they are', async () => {
    const weekly = await put({ policy: 'automatic_weekly', transferDay: 1, minimumCents: 5_000 });
    assert.equal(weekly.statusCode, 200, weekly.body);
    const expected = { kind: 'automatic_weekly', transferDay: 1, minimumCents: 5_000 };
    assert.deepEqual(weekly.json(), { policy: 'automatic_weekly', receivingPolicy: expected });
    assert.deepEqual(await read().then((b) => [b.policy, b.receivingPolicy]), ['automatic_weekly', expected]);

    const monthly = await put({ policy: 'automatic_monthly', transferDay: 5 });
    assert.equal(monthly.statusCode, 200, monthly.body);
    assert.deepEqual((await read()).receivingPolicy, {
      kind: 'automatic_monthly',
      transferDay: 5,
      minimumCents: 0,
    });
  });

  it('keeps the old body: { policy } alone', async () => {
    assert.equal((await put({ policy: 'automatic_daily' })).statusCode, 200);
    assert.deepEqual((await read()).receivingPolicy, { kind: 'automatic_daily', minimumCents: 0 });
    assert.equal((await put({ policy: 'manual' })).statusCode, 200);
    assert.deepEqual(await read().then((b) => [b.policy, b.receivingPolicy]), ['manual', { kind: 'manual' }]);
  });

  it('refuses a policy without its day, or with a day or minimum out of range, in pt-BR', async () => {
    const cases: [object, string][] = [
      [{ policy: 'automatic_weekly' }, 'Escolha o dia da semana (1 = segunda-feira a 7 = domingo)'],
      [
        { policy: 'automatic_weekly', transferDay: 8 },
        'Escolha o dia da semana (1 = segunda-feira a 7 = domingo)',
      ],
      [{ policy: 'automatic_monthly', transferDay: 31 }, 'Escolha um dia do mês de 1 a 28'],
      [{ policy: 'automatic_daily', minimumCents: -1 }, 'O valor mínimo não pode ser negativo'],
      [{ policy: 'automatic_daily', minimumCents: 10.5 }, 'Informe o valor mínimo em centavos'],
      [{ policy: 'semanal' }, 'Política de recebimento inválida'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(payload);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json<{ message: string }>().message, message, JSON.stringify(payload));
    }
    assert.equal((await read()).policy, 'manual');
  });
});
