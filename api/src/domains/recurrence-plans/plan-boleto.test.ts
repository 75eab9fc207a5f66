import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { billingKit, type BillingKit } from '../billing/testing';

type PlanView = {
  id: string;
  payment_methods: string[];
  boleto: {
    issueDaysBefore: number;
    lateFeeHundredths: number | null;
    monthlyInterestHundredths: number | null;
  } | null;
};

const plan = (extra: Record<string, unknown> = {}) => ({
  nome: 'Plano Boleto',
  description: 'Mensalidade',
  amount: 4990,
  frequency: 'mensal',
  interval: 1,
  ...extra,
});

/** Issue 24: a plan may take boletos, with its issue days, fee and interest, above the boleto floor. */
describe('recurrence plans paid by boleto', () => {
  let t: TestApp;
  let kit: BillingKit;
  before(async () => {
    t = await createTestApp({}, { listen: true });
    await t.ctx.jobs.stop();
    kit = await billingKit(t);
  });
  after(() => t.close());

  const create = (body: object) => kit.call('POST', '/api/planos', 'seller', body);
  const listed = async (id: string) =>
    (await kit.call('GET', `/api/planos/cliente/${kit.userId.seller}?pageSize=100`, 'seller'))
      .json<{ dados: PlanView[] }>()
      .dados.find((p) => p.id === id);
  const planCount = async () =>
    (await kit.call('GET', `/api/planos/cliente/${kit.userId.seller}?pageSize=1`, 'seller')).json<{
      total: number;
    }>().total;

  test('without boleto: credit only, boleto null; with it: the defaults or the settings sent, in the list too', async () => {
    const card = await create(plan());
    assert.equal(card.statusCode, 201, card.body);
    assert.deepEqual(card.json<{ dados: PlanView }>().dados.payment_methods, ['credit']);
    assert.equal(card.json<{ dados: PlanView }>().dados.boleto, null);
    // Settings sent without 'bank_slip' are dropped.
    const ignored = await create(plan({ boleto: { issueDaysBefore: 9 } }));
    assert.equal(ignored.json<{ dados: PlanView }>().dados.boleto, null);

    const defaults = (await create(plan({ payment_methods: ['credit', 'bank_slip'] }))).json<{
      dados: PlanView;
    }>().dados;
    assert.deepEqual(defaults.payment_methods, ['credit', 'bank_slip']);
    assert.deepEqual(defaults.boleto, {
      issueDaysBefore: 5,
      lateFeeHundredths: null,
      monthlyInterestHundredths: null,
    });

    const res = await create(
      plan({
        amount: 9990,
        payment_methods: ['bank_slip'],
        boleto: { issueDaysBefore: 7, multa: '2', juros: '1,5' },
      }),
    );
    assert.equal(res.statusCode, 201, res.body);
    const withFees = res.json<{ dados: PlanView }>().dados;
    assert.deepEqual(withFees.boleto, {
      issueDaysBefore: 7,
      lateFeeHundredths: 200,
      monthlyInterestHundredths: 150,
    });
    assert.deepEqual((await listed(withFees.id))?.boleto, withFees.boleto);

    const edited = await kit.call(
      'PUT',
      `/api/planos/${withFees.id}`,
      'seller',
      plan({ amount: 9990, payment_methods: ['bank_slip'], boleto: { issueDaysBefore: 3 } }),
    );
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual((await listed(withFees.id))?.boleto, {
      issueDaysBefore: 3,
      lateFeeHundredths: null,
      monthlyInterestHundredths: null,
    });
  });

  test('the boleto floor and the issue days are refused in pt-BR, nothing written', async () => {
    const before = await planCount();
    const message = async (body: object) => {
      const res = await create(body);
      assert.equal(res.statusCode, 400, res.body);
      return res.json<{ message: string }>().message;
    };
    assert.equal(
      await message(plan({ amount: 299, payment_methods: ['bank_slip'] })),
      'O valor mínimo do boleto é R$ 3,00.',
    );
    assert.equal(
      await message(plan({ amount: 2999, payment_methods: ['bank_slip'], boleto: { juros: '1' } })),
      'Com multa ou juros, o valor mínimo do boleto é R$ 30,00.',
    );
    assert.equal(
      await message(plan({ payment_methods: ['bank_slip'], boleto: { issueDaysBefore: 31 } })),
      'O boleto deve ser emitido de 1 a 30 dias antes do vencimento',
    );
    assert.equal(await message(plan({ payment_methods: ['pix'] })), 'Forma de pagamento inválida.');
    assert.equal(await planCount(), before, "no refused plan is in the seller's list");
    // A card-only plan below the boleto floor is fine.
    assert.equal((await create(plan({ amount: 100 }))).statusCode, 201);
    assert.equal(await planCount(), before + 1, 'the count sees a plan written');
  });
});
