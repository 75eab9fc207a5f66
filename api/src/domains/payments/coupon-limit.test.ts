import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { couponApi } from '../coupons/testing';
import { startPaymentsApp } from './test-support';

// Issue 40: a coupon is applied by the server, once per charge, and its use limits hold when
// payers arrive together (the count runs under the coupon's lock, on every instance's database).

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());

async function newCoupon(body: object): Promise<string> {
  const created = await couponApi(env.t).create(env.seller, { description: '', ...body });
  assert.equal(created.statusCode, 201, created.body);
  return created.json<{ id: string }>().id;
}

const pixWith = (couponCode: string, valor: number, email?: string) => ({
  paymentMethod: 'pix',
  valor,
  couponCode,
  ...(email ? { email } : {}),
});

test('parallel payers on a coupon with a limit of 1: one gets the discount, the other is told it is used up', async () => {
  const linkId = await env.newLink({ amount: '100,00', allowCoupons: true });
  await newCoupon({ code: 'UMAVEZ', kind: 'fixo', value: '20', maxUses: 1 });
  const quoted = await env.t.app.inject({
    method: 'POST',
    url: `/api/payment-quote/${linkId}`,
    payload: { couponCode: 'umavez' },
  });
  assert.equal(quoted.statusCode, 200, quoted.body);
  assert.deepEqual(
    { ...quoted.json<Record<string, unknown>>(), installments: undefined },
    {
      quantity: 1,
      unitAmountCents: 10000,
      subtotalCents: 10000,
      discountCents: 2000,
      totalCents: 8000,
      coupon: { code: 'UMAVEZ', description: '' },
      installments: undefined,
    },
  );

  const answers = await Promise.all(
    Array.from({ length: 4 }, (_, i) => env.payOverHttp(linkId, pixWith('UMAVEZ', 80), `cupom-${i}`)),
  );
  const statuses = answers.map((a) => a.status).sort();
  assert.deepEqual(statuses, [200, 422, 422, 422]);
  const refused = (await answers.find((a) => a.status === 422)?.json()) as { field: string; message: string };
  assert.deepEqual(refused && { field: refused.field, message: refused.message }, {
    field: 'couponCode',
    message: 'Este cupom atingiu o limite de usos',
  });
  const paid = (await answers.find((a) => a.status === 200)?.json()) as { id: string };
  const row = await env.tx(paid.id);
  assert.equal(Number(row?.amount_cents), 8000);
  assert.equal(Number(row?.discount_cents), 2000);
  assert.equal(row?.coupon_code, 'UMAVEZ');
  // Without the coupon the link is still paid at its price.
  const plain = await env.pay(linkId, { paymentMethod: 'pix', valor: 100 });
  assert.equal(plain.statusCode, 200, plain.body);
});

test('a use is held while its PIX is open and given back when the code ends unpaid', async () => {
  const linkId = await env.newLink({ amount: '50,00', allowCoupons: true });
  await newCoupon({ code: 'DEVOLVE', kind: 'percentual', value: '10', maxUses: 1 });
  const first = await env.pay(linkId, pixWith('DEVOLVE', 45));
  assert.equal(first.statusCode, 200, first.body);
  assert.equal((await env.pay(linkId, pixWith('DEVOLVE', 45))).statusCode, 422);
  await env.t.ctx.database.query(`UPDATE transactions SET status = 'expirada' WHERE id = $1`, [
    first.json<{ id: string }>().id,
  ]);
  const again = await env.pay(linkId, pixWith('DEVOLVE', 45));
  assert.equal(again.statusCode, 200, again.body);
});

test('the per-payer limit counts the same e-mail; the page price must be the discounted one', async () => {
  const linkId = await env.newLink({ amount: '30,00', allowCoupons: true });
  await newCoupon({ code: 'CADAUM', kind: 'fixo', value: '5', maxUsesPerPayer: 1 });
  // The page's figure without the discount is not what the server charges: refused.
  assert.equal((await env.pay(linkId, pixWith('CADAUM', 30, 'ana@example.com'))).statusCode, 422);
  assert.equal((await env.pay(linkId, pixWith('CADAUM', 25, 'ana@example.com'))).statusCode, 200);
  const twice = await env.pay(linkId, pixWith('CADAUM', 25, 'ANA@example.com'));
  assert.equal(twice.statusCode, 422, twice.body);
  assert.equal(
    twice.json<{ message: string }>().message,
    'Você já usou este cupom o máximo de vezes permitido',
  );
  assert.equal((await env.pay(linkId, pixWith('CADAUM', 25, 'bia@example.com'))).statusCode, 200);
});
