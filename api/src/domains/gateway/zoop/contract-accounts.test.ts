import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AppError } from '../../../platform/app-error';
import { createZoopProvider } from './zoop-provider';
import { API_KEY, BUSINESS_FIELDS, MARKETPLACE_ID, SELLER_FIELDS, startEnv } from './test-env';

type Env = Awaited<ReturnType<typeof startEnv>>;

describe('Zoop adapter ↔ sandbox: accounts, auth and errors', () => {
  let env: Env;
  before(async () => (env = await startEnv()));
  after(() => env.close());

  it('creates individual and business sellers and a buyer with Zoop ids', async () => {
    const ind = await env.provider.createSeller({
      type: 'individual',
      firstName: 'Carla',
      lastName: 'Dias',
      email: 'carla@example.com',
      taxpayerId: '11144477735',
      ...SELLER_FIELDS,
    });
    const biz = await env.provider.createSeller({
      type: 'business',
      businessName: 'Doces da Vó Ltda',
      businessEmail: 'contato@doces.example',
      ein: '11222333000181',
      ...BUSINESS_FIELDS,
      owner: { firstName: 'Vó', lastName: 'Lurdes', email: 'vo@doces.example', taxpayerId: '11144477735' },
    });
    const { buyerId } = await env.provider.createBuyer({
      firstName: 'Rui',
      lastName: 'Reis',
      email: 'rui@example.com',
      taxpayerId: '52998224725',
    });
    for (const id of [ind.sellerId, biz.sellerId, buyerId]) assert.match(id, /^[0-9a-f]{32}$/);
    // Zoop reviews every new seller: pending until approved.
    assert.equal(ind.status, 'pending');
    assert.equal(biz.status, 'pending');
    assert.equal((biz.raw as { type: string; business_name: string }).business_name, 'Doces da Vó Ltda');
    assert.equal((await env.zoop('GET', `/sellers/${biz.sellerId}`)).status, 200);
    assert.equal((await env.provider.getBuyer(buyerId)).buyerId, buyerId);
    await assert.rejects(env.provider.getBuyer('f'.repeat(32)), { status: 404, code: 'not_found' });
  });

  it('removes a seller (an onboarding undone); removing it again is no error', async () => {
    const { sellerId } = await env.provider.createSeller({
      type: 'individual',
      firstName: 'Desfeito',
      lastName: 'Depois',
      email: 'desfeito@example.com',
      taxpayerId: '39053344705',
      ...SELLER_FIELDS,
    });
    assert.equal((await env.zoop('GET', '/sellers/search?taxpayer_id=39053344705')).status, 200);
    await env.provider.deleteSeller(sellerId);
    await env.provider.deleteSeller(sellerId);
    await assert.rejects(env.provider.getSeller(sellerId), { status: 404, code: 'not_found' });
    assert.equal((await env.zoop('GET', '/sellers/search?taxpayer_id=39053344705')).status, 404);
  });

  it('mirrors a recurring plan under v2: created in cents, replaced, removed, removed again', async () => {
    const input = {
      name: 'Plano Ouro',
      description: 'Mensal',
      amountCents: 4990,
      frequency: 'monthly' as const,
      interval: 1,
      paymentMethods: ['credit' as const],
    };
    const { planId, raw } = await env.provider.createPlan(input);
    assert.match(planId, /^[0-9a-f]{32}$/);
    assert.equal((raw as { amount: number; currency: string }).amount, 4990);
    await env.provider.updatePlan(planId, { ...input, amountCents: 5990, frequency: 'daily', interval: 7 });
    const plan = async (planId: string) => {
      const res = await fetch(`${env.apiUrl}/v2/marketplaces/${MARKETPLACE_ID}/plans/${planId}`, {
        headers: { authorization: `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}` },
      });
      return {
        status: res.status,
        json: (await res.json()) as { amount: number; frequency: string; interval: number },
      };
    };
    const { json: read } = await plan(planId);
    assert.deepEqual([read.amount, read.frequency, read.interval], [5990, 'daily', 7]);
    await assert.rejects(env.provider.updatePlan('f'.repeat(32), input), { status: 404, code: 'not_found' });
    await env.provider.deletePlan(planId);
    await env.provider.deletePlan(planId); // already gone: still removed, no error
    assert.equal((await plan(planId)).status, 404);
  });

  it('reads zero balances as exact cents', async () => {
    const seller = await env.seller('Zero');
    const b = await env.provider.sellerBalances(seller);
    assert.deepEqual([b.currentBalanceCents, b.currentBlockedBalanceCents, b.accountBalanceCents], [0, 0, 0]);
    assert.deepEqual(b.raw, {
      items: { current_balance: '0.00', current_blocked_balance: '0.00', account_balance: '0.00' },
    });
  });

  it('maps an unknown charge to 404 not_found', async () => {
    await assert.rejects(env.provider.getCharge('f'.repeat(32)), { status: 404, code: 'not_found' });
    assert.equal(await env.provider.findChargeByReference('nunca-existiu'), null);
  });

  it('maps a wrong key to a non-operational provider_auth_failed', async () => {
    const bad = createZoopProvider({
      apiUrl: env.apiUrl,
      apiKey: 'zpk_test_wrong',
      marketplaceId: MARKETPLACE_ID,
    });
    await assert.rejects(bad.getCharge('a'.repeat(32)), (err: unknown) => {
      assert.ok(err instanceof AppError);
      assert.equal(err.status, 502);
      assert.equal(err.code, 'provider_auth_failed');
      assert.equal(err.operational, false);
      assert.equal(err.details?.['providerCategory'], 'authentication_failed');
      return true;
    });
  });

  it('answers an unknown marketplace with Zoop’s 404 envelope', async () => {
    const other = createZoopProvider({
      apiUrl: env.apiUrl,
      apiKey: 'zpk_test_contract0000000000000',
      marketplaceId: 'b'.repeat(32),
    });
    await assert.rejects(other.sellerBalances('c'.repeat(32)), { status: 404 });
    const raw = await fetch(`${env.apiUrl}/v1/marketplaces/${MARKETPLACE_ID}/nope`, {
      headers: {
        authorization: `Basic ${Buffer.from('zpk_test_contract0000000000000:').toString('base64')}`,
      },
    });
    assert.equal(raw.status, 404);
    assert.deepEqual(await raw.json(), {
      error: {
        status: 'Not Found',
        status_code: 404,
        type: 'invalid_request_error',
        category: 'endpoint_not_found',
        message: 'Endpoint not found',
      },
    });
  });

  it('lets strict mode refuse charges for unknown sellers', async () => {
    await assert.rejects(
      env.provider.chargePix({
        referenceId: 'x',
        amountCents: 100,
        sellerId: 'd'.repeat(32),
        description: 'p',
        expiresInSeconds: 60,
      }),
      { status: 422, code: 'provider_invalid_request' },
    );
  });
});
