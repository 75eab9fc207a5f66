import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkApi, validLink, type Auth } from './test-support';

/** Issue 24: a link offering 'Boleto Bancário' carries its due days, fee and interest. */
describe('a link’s boleto settings', () => {
  let t: TestApp;
  let api: ReturnType<typeof linkApi>;
  let seller: Auth;
  before(async () => {
    t = await createTestApp();
    api = linkApi(t);
    seller = await t.loginAs('seller@pagora.demo');
  });
  after(() => t.close());

  const boletoLink = { ...validLink, paymentMethods: ['pix', 'bank_slip'] };
  type Settings = {
    dueDays: number;
    lateFeeHundredths: number | null;
    monthlyInterestHundredths: number | null;
  };
  const payerBoleto = async (id: string) =>
    (await api.view(id)).json<{ payments: { boleto: Settings | null } }>().payments.boleto;

  test('created with multa and juros as typed: stored in hundredths, shown in every view', async () => {
    const res = await api.create(seller, { ...boletoLink, boleto: { dueDays: 5, multa: '2', juros: '1,5' } });
    assert.equal(res.statusCode, 201, res.body);
    const expected = { dueDays: 5, lateFeeHundredths: 200, monthlyInterestHundredths: 150 };
    const link = res.json<{ data: { payment: { id: string; boleto: Settings } } }>().data.payment;
    assert.deepEqual(link.boleto, expected);
    assert.deepEqual(await payerBoleto(link.id), expected);
    const userId = await api.userIdOf('seller@pagora.demo');
    const listed = (await api.list(seller, userId)).json<{ payments: { id: string; boleto: Settings }[] }>();
    assert.deepEqual(listed.payments.find((p) => p.id === link.id)?.boleto, expected);
  });

  test('without settings a boleto is due in 3 days; without bank_slip the view says null', async () => {
    const withBoleto = await api.createId(seller, boletoLink);
    assert.deepEqual(await payerBoleto(withBoleto), {
      dueDays: 3,
      lateFeeHundredths: null,
      monthlyInterestHundredths: null,
    });
    // Settings sent for a link that offers no boleto are not kept.
    const without = await api.createId(seller, { ...validLink, boleto: { dueDays: 9, multa: 2 } });
    assert.equal(await payerBoleto(without), null);
    const [row] = await t.ctx.database.query<{ d: number | null }>(
      'SELECT boleto_due_days AS d FROM payment_links WHERE id = $1',
      [without],
    );
    assert.equal(row?.d, null);
  });

  test('below the floor: R$ 3,00, or R$ 30,00 with fee or interest, refused in pt-BR and not saved', async () => {
    const before = await api.count();
    const cases: [unknown, string][] = [
      [{ ...boletoLink, amount: '2,99' }, 'O valor mínimo do boleto é R$ 3,00.'],
      [
        { ...boletoLink, amount: '29,99', boleto: { dueDays: 3, juros: 1 } },
        'Com multa ou juros, o valor mínimo do boleto é R$ 30,00.',
      ],
      [{ ...boletoLink, boleto: { dueDays: 31 } }, 'O vencimento deve ser de 1 a 30 dias'],
    ];
    for (const [body, message] of cases) {
      const res = await api.create(seller, body);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json<{ message: string }>().message, message);
    }
    assert.equal(await api.count(), before);
    const atFloor = await api.create(seller, { ...boletoLink, amount: '3,00' });
    assert.equal(atFloor.statusCode, 201, atFloor.body);
    // The floor binds only when the link offers a boleto.
    assert.equal((await api.create(seller, { ...validLink, amount: '2,00' })).statusCode, 201);
  });

  test('an edit keeps the link’s settings when none are sent, changes them when sent, checks the floor', async () => {
    const id = await api.createId(seller, { ...boletoLink, boleto: { dueDays: 7, multa: 2 } });
    const edit = { amount: '150,00', description: 'x', parcelasSemJuros: 0, paymentMethods: ['bank_slip'] };
    assert.equal((await api.update(seller, id, edit)).statusCode, 200);
    assert.deepEqual(await payerBoleto(id), {
      dueDays: 7,
      lateFeeHundredths: 200,
      monthlyInterestHundredths: null,
    });
    const low = await api.update(seller, id, { ...edit, amount: '20,00' });
    assert.equal(low.statusCode, 400);
    assert.equal(
      low.json<{ message: string }>().message,
      'Com multa ou juros, o valor mínimo do boleto é R$ 30,00.',
    );
    const changed = await api.update(seller, id, { ...edit, amount: '20,00', boleto: { dueDays: 1 } });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(await payerBoleto(id), {
      dueDays: 1,
      lateFeeHundredths: null,
      monthlyInterestHundredths: null,
    });
    const dropped = await api.update(seller, id, { ...edit, paymentMethods: ['pix'] });
    assert.equal(dropped.json<{ data: { payment: { boleto: unknown } } }>().data.payment.boleto, null);
  });

  test('/v1: a boleto link made with a secret key gets the defaults, and its floor', async () => {
    const keyRes = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: seller,
      payload: { name: 'boleto', scopes: ['links:read', 'links:write'] },
    });
    const authorization = `Bearer ${keyRes.json<{ secret: string }>().secret}`;
    const create = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/links',
        headers: { authorization },
        payload: { amount, currency: 'BRL', description: 'Boleto', paymentMethods: ['bank_slip'] },
      });
    const made = await create(5_000);
    assert.equal(made.statusCode, 201, made.body);
    const link = made.json<{ id: string; boleto: Settings }>();
    assert.deepEqual(link.boleto, { dueDays: 3, lateFeeHundredths: null, monthlyInterestHundredths: null });
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/links/${link.id}`,
      headers: { authorization },
    });
    assert.deepEqual(read.json<{ boleto: Settings }>().boleto, link.boleto);
    const low = await create(299);
    assert.equal(low.statusCode, 400);
    assert.equal(low.json<{ message: string }>().message, 'O valor mínimo do boleto é R$ 3,00.');
  });
});
