import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkApi, validLink, type Auth } from './test-support';

describe('POST /api/register-payment', () => {
  let t: TestApp;
  let api: ReturnType<typeof linkApi>;
  let seller: Auth;
  before(async () => {
    t = await createTestApp();
    api = linkApi(t);
    seller = await t.loginAs('seller@pagora.demo');
  });
  after(() => t.close());

  const ids = () => ({
    s1: t.demo.sellers[0]!.seller,
    s1b: t.demo.sellers[1]!.seller,
    s2: t.demo.sellers[2]!.seller,
    m1: t.demo.marketplaces[0]!.marketplace,
    m2: t.demo.marketplaces[1]!.marketplace,
  });

  test('a seller creates a link: cents stored, owner and plan from the session, body ids ignored', async () => {
    const { s1, s2, m1, m2 } = ids();
    const res = await api.create(seller, {
      ...validLink,
      amount: 1234.5,
      customerEmail: 'Cliente@Exemplo.com',
      seller_id: s2.id,
      marketplaceId: m2.id,
      id_juros: '00000000-0000-4000-8000-000000000000',
      status: 'inativo',
      type: 'assinatura',
    });
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.equal(body.message, 'Link de pagamento criado com sucesso!');
    const link = body.data.payment;
    assert.equal(link.amount, 1234.5);
    assert.equal(link.amountCents, 123_450);
    assert.equal(link.seller_id, s1.id);
    assert.equal(link.marketplaceId, m1.id);
    assert.equal(link.seller.nome, 'Ana Souza Artesanato');
    assert.equal(link.marketplace.nome, 'Mercado Central');
    assert.equal(link.customerEmail, 'cliente@exemplo.com');
    assert.equal(link.status, 'ativo');
    assert.equal(link.type, 'pagamento');
    const [row] = await t.ctx.database.query<{
      amount_cents: string;
      interest_plan_id: string;
      default_plan: string;
    }>(
      `SELECT l.amount_cents::text, l.interest_plan_id,
              (SELECT id FROM interest_plans WHERE marketplace_id = $2 AND is_default) AS default_plan
         FROM payment_links l WHERE l.id = $1`,
      [link.id, m1.id],
    );
    assert.equal(row?.amount_cents, '123450');
    assert.ok(row?.default_plan);
    assert.equal(row?.interest_plan_id, row?.default_plan);
    assert.equal(link.id_juros, row?.default_plan);
  });

  test('ids carry at least 128 random bits and never repeat', async () => {
    const created = await Promise.all(Array.from({ length: 20 }, () => api.createId(seller)));
    assert.equal(new Set(created).size, created.length);
    for (const id of created) {
      assert.match(id, /^[A-Za-z0-9_-]{22,}$/);
      assert.ok(Buffer.from(id, 'base64url').length >= 16, id);
    }
  });

  test('bad input answers 400 with the spec message and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...validLink, amount: 0 }, 'O valor deve ser maior que zero'],
      [{ ...validLink, amount: -10 }, 'O valor deve ser maior que zero'],
      [{ ...validLink, amount: '1000000.00' }, 'O valor máximo é R$ 999.999,99'],
      [{ ...validLink, amount: 'abc' }, 'Informe um valor válido com até 2 casas decimais'],
      [{ ...validLink, amount: 12.345 }, 'Informe um valor válido com até 2 casas decimais'],
      [{ ...validLink, amount: undefined }, 'O valor é obrigatório'],
      [{ ...validLink, description: 'x'.repeat(101) }, 'A descrição deve ter no máximo 100 caracteres'],
      [{ ...validLink, customerEmail: 'ana@' }, 'Digite um email válido'],
      [{ ...validLink, paymentMethods: [] }, 'Selecione pelo menos um método de pagamento'],
      [{ ...validLink, paymentMethods: undefined }, 'Selecione pelo menos um método de pagamento'],
      [{ ...validLink, parcelasSemJuros: 22 }, 'As parcelas sem juros devem ser um número inteiro de 0 a 21'],
      [
        { ...validLink, splitPayments: [{ recipient: '', percentage: 10 }] },
        'Todos os campos de recebedor devem ser preenchidos',
      ],
      [
        { ...validLink, splitPayments: [{ recipient: 'x', percentage: 0 }] },
        'Todas as porcentagens devem ser maiores que 0',
      ],
    ];
    const before = await api.count();
    for (const [body, message] of cases) {
      const res = await api.create(seller, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)} -> ${res.body}`);
      assert.equal(res.json().message, message, JSON.stringify(body));
    }
    assert.equal(await api.count(), before);
  });

  test('999999.99 and 0.01 are the limits that pass; bank_slip is kept beside another method', async () => {
    const big = await api.create(seller, {
      ...validLink,
      amount: '999999.99',
      paymentMethods: ['pix', 'bank_slip'],
    });
    assert.equal(big.statusCode, 201, big.body);
    assert.equal(big.json().data.payment.amountCents, 99_999_999);
    assert.deepEqual(big.json().data.payment.paymentMethods, ['pix', 'bank_slip']);
    const small = await api.create(seller, { ...validLink, amount: '0,01' });
    assert.equal(small.json().data.payment.amountCents, 1);
  });

  test('split: a seller of the same marketplace, by our id or the provider id', async () => {
    const { s1b } = ids();
    const res = await api.create(seller, {
      ...validLink,
      splitPayments: [
        { recipient: s1b.idSeller, percentage: '12,5', liable: false, charge_processing_fee: true },
      ],
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(res.json().data.payment.splitPayments, [
      { recipient: s1b.id, percentage: 12.5, liable: false, charge_processing_fee: true },
    ]);
    const [row] = await t.ctx.database.query<{ split_rules: unknown }>(
      'SELECT split_rules FROM payment_links WHERE id = $1',
      [res.json().data.payment.id],
    );
    assert.deepEqual(row?.split_rules, [
      { recipientSellerId: s1b.id, percentageHundredths: 1250, liable: false, chargeProcessingFee: true },
    ]);
    const byUuid = await api.create(seller, {
      ...validLink,
      splitPayments: [{ recipient: s1b.id, percentage: 100 }],
    });
    assert.equal(byUuid.statusCode, 201, byUuid.body);
  });

  test('split refusals: another marketplace, unknown, self, repeated, over 100%; nothing stored', async () => {
    const { s1, s1b, s2 } = ids();
    const cases: [unknown, number, string][] = [
      [
        [{ recipient: s2.id, percentage: 10 }],
        422,
        'Recebedor do split não encontrado: informe um vendedor do mesmo marketplace',
      ],
      [
        [{ recipient: s2.idSeller, percentage: 10 }],
        422,
        'Recebedor do split não encontrado: informe um vendedor do mesmo marketplace',
      ],
      [
        [{ recipient: 'nao-existe', percentage: 10 }],
        422,
        'Recebedor do split não encontrado: informe um vendedor do mesmo marketplace',
      ],
      [
        [{ recipient: s1.id, percentage: 10 }],
        422,
        'O recebedor do split deve ser outro vendedor, não o dono do link',
      ],
      [
        [
          { recipient: s1b.id, percentage: 10 },
          { recipient: s1b.idSeller, percentage: 10 },
        ],
        422,
        'Cada recebedor pode aparecer apenas uma vez no split',
      ],
      [
        [
          { recipient: s1b.id, percentage: 60 },
          { recipient: 'outro', percentage: '40,01' },
        ],
        400,
        'A soma das porcentagens do split não pode ultrapassar 100%',
      ],
      [[{ recipient: s1b.id, percentage: '100,01' }], 400, 'A porcentagem máxima é 100%'],
    ];
    const before = await api.count();
    for (const [splitPayments, status, message] of cases) {
      const res = await api.create(seller, { ...validLink, splitPayments });
      assert.equal(res.statusCode, status, `${JSON.stringify(splitPayments)} -> ${res.body}`);
      assert.equal(res.json().message, message);
    }
    assert.equal(await api.count(), before);
  });

  test('a marketplace owner creates only for one of its sellers, named by seller_id', async () => {
    const { s1b, s2, m1 } = ids();
    const owner = await t.loginAs('marketplace@pagora.demo');
    const before = await api.count();
    for (const sellerId of [undefined, s2.id, m1.id, 'abc']) {
      const res = await api.create(owner, { ...validLink, seller_id: sellerId });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().message, 'Informe o vendedor (seller_id) do seu marketplace para criar o link');
    }
    assert.equal(await api.count(), before);
    const ok = await api.create(owner, { ...validLink, seller_id: s1b.id });
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ok.json().data.payment.seller_id, s1b.id);
  });

  test('customers and admins cannot create links (403); without a token 401', async () => {
    const before = await api.count();
    assert.equal((await api.create(await t.loginAs('customer@pagora.demo'), validLink)).statusCode, 403);
    assert.equal((await api.create(await t.loginAs('admin@pagora.demo'), validLink)).statusCode, 403);
    assert.equal((await api.create(undefined, validLink)).statusCode, 401);
    assert.equal(await api.count(), before);
  });
});
