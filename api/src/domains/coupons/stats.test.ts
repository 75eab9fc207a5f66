import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CouponView } from '@pagora/shared/contracts';
import { startPaymentsApp } from '../payments/testing';
import { couponApi } from './test-support';

// A coupon's row carries what it sold (issue 40): sales paid with it, their revenue after the
// discount, and the discount given; a PIX still open is no use yet.

let env: Awaited<ReturnType<typeof startPaymentsApp>>;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());

test("a paid sale with the coupon counts in its row's uses, revenue and discount; an open PIX does not", async () => {
  const api = couponApi(env.t);
  const linkId = await env.newLink({ amount: '100,00', allowCoupons: true });
  const created = await api.create(env.seller, { code: 'DEZ', kind: 'percentual', value: '10', maxUses: 5 });
  assert.equal(created.statusCode, 201, created.body);
  const id = created.json<CouponView>().id;

  const paid = await env.pay(linkId, { paymentMethod: 'pix', valor: 90, couponCode: 'dez' });
  assert.equal(paid.statusCode, 200, paid.body);
  const pay = await env.t.app.inject({
    method: 'POST',
    url: `/api/sandbox/pay/${paid.json<{ id: string }>().id}`,
  });
  assert.equal(pay.statusCode, 202, pay.body);
  await env.settle();
  const open = await env.pay(linkId, { paymentMethod: 'pix', valor: 90, couponCode: 'DEZ' });
  assert.equal(open.statusCode, 200, open.body);

  const row = (await api.list(env.seller)).json<{ data: CouponView[] }>().data.find((r) => r.id === id);
  assert.deepEqual(
    row && {
      uses: row.uses,
      revenueCents: row.revenueCents,
      discountCents: row.discountCents,
      maxUses: row.maxUses,
    },
    { uses: 1, revenueCents: 9000, discountCents: 1000, maxUses: 5 },
  );
});
