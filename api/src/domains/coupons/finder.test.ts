import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CouponView } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { linkApi, validLink } from '../links/testing';
import { findCouponForOrder } from './finder';
import { couponApi, validCoupon, type Auth } from './test-support';

// The finder payments prices a payer's code with (payments/coupon-port.ts), on a real database.

describe('coupons: the finder payments asks', () => {
  let t: TestApp;
  let api: ReturnType<typeof couponApi>;
  let seller: Auth;
  let sellerId: string;
  let linkId: string;
  let otherLinkId: string;
  const NOW = new Date('2030-06-15T15:00:00Z');

  const make = async (body: Record<string, unknown>) => {
    const res = await api.create(seller, { ...validCoupon, ...body });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<CouponView>();
  };
  const find = (code: string, now = NOW, link = linkId) =>
    findCouponForOrder(t.ctx.db, { sellerId, linkId: link, code, now });
  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (err) {
      assert.ok(err instanceof AppError);
      return [err.status, err.field, err.message];
    }
    return 'found';
  };
  const INVALID = [422, 'couponCode', 'Cupom inválido ou expirado'];

  before(async () => {
    t = await createTestApp();
    api = couponApi(t);
    seller = await t.loginAs(DEMO_LOGINS.seller);
    sellerId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: seller })).json<{
      user: { sellerId: string };
    }>().user.sellerId;
    linkId = await linkApi(t).createId(seller, validLink);
    otherLinkId = await linkApi(t).createId(seller, validLink);
  });
  after(() => t.close());

  test("a payer's code finds the coupon whatever its case, with its terms and limits", async () => {
    const made = await make({
      code: 'Verao-30',
      value: '12,5',
      maxUses: 3,
      maxUsesPerPayer: 1,
      description: 'Verão',
    });
    assert.deepEqual(await find('verao-30'), {
      id: made.id,
      code: 'Verao-30',
      description: 'Verão',
      terms: { kind: 'percentual', hundredths: 1250 },
      maxUses: 3,
      maxUsesPerPayer: 1,
    });
    await make({ code: 'FIXO5', kind: 'fixo', value: '5' });
    assert.deepEqual((await find('FIXO5')).terms, { kind: 'fixo', cents: 500 });
  });

  test('unknown, inactive and deleted codes are all invalid', async () => {
    assert.deepEqual(await refusal(find('NAOEXISTE')), INVALID);
    const off = await make({ code: 'DESLIGADO' });
    await api.setActive(seller, off.id, false);
    assert.deepEqual(await refusal(find('DESLIGADO')), INVALID);
    const gone = await make({ code: 'APAGADO' });
    await api.remove(seller, gone.id);
    assert.deepEqual(await refusal(find('APAGADO')), INVALID);
    // Another seller's code is unknown here.
    const seller2 = await t.loginAs(DEMO_LOGINS.seller2);
    assert.equal((await api.create(seller2, { ...validCoupon, code: 'SO-DO-OUTRO' })).statusCode, 201);
    assert.deepEqual(await refusal(find('SO-DO-OUTRO')), INVALID);
  });

  test('valid from the start of valid_from to the end of valid_until, São Paulo days', async () => {
    await make({ code: 'JUNHO', validFrom: '2030-06-01', validUntil: '2030-06-30' });
    // 2030-06-01 00:00 in São Paulo is 03:00 UTC; 2030-06-30 23:59:59.999 is 07-01 02:59:59.999 UTC.
    assert.deepEqual(await refusal(find('JUNHO', new Date('2030-06-01T02:59:59Z'))), INVALID);
    assert.equal((await find('JUNHO', new Date('2030-06-01T03:00:00Z'))).code, 'JUNHO');
    assert.equal((await find('JUNHO', new Date('2030-07-01T02:59:59Z'))).code, 'JUNHO');
    assert.deepEqual(await refusal(find('JUNHO', new Date('2030-07-01T03:00:00Z'))), INVALID);
  });

  test('a coupon for chosen links refuses another link', async () => {
    await make({ code: 'SO-ESTE', linkIds: [linkId] });
    assert.equal((await find('SO-ESTE')).code, 'SO-ESTE');
    assert.deepEqual(await refusal(find('SO-ESTE', NOW, otherLinkId)), [
      422,
      'couponCode',
      'Este cupom não vale para este link',
    ]);
  });
});
