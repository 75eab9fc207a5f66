import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Subscription } from '@pagora/shared/contracts';
import { createTestApp, type TestApp } from '../../test/harness';
import { billingKit, type BillingKit } from './testing';

/** Issue 41: a subscription names its buyer; two of one name are told apart by e-mail. */
describe('a subscription shows its buyer by name and e-mail', () => {
  let t: TestApp;
  let kit: BillingKit;
  before(async () => {
    t = await createTestApp({}, { listen: true });
    kit = await billingKit(t);
  });
  after(() => t.close());

  it('lists the buyer’s name and e-mail and finds a subscription by that e-mail', async () => {
    const planId = await kit.plan('seller', 'Plano Nomes');
    const first = await kit.customerOf('seller', 'diego1', 'diego.um@example.com');
    const second = await kit.customerOf('seller', 'diego2', 'diego.dois@example.com');
    await kit.subscribe('seller', planId, first, '49,90');
    await kit.subscribe('seller', planId, second, '49,90');

    const res = await kit.call('GET', '/api/assinaturas?q=diego.dois%40example.com', 'seller');
    assert.equal(res.statusCode, 200, res.body);
    const found = res.json<{ dados: Subscription[] }>().dados;
    assert.deepEqual(
      found.map((s) => [s.customer_nome, s.customer_email, s.plano_nome]),
      [['Cliente diego2', 'diego.dois@example.com', 'Plano Nomes']],
    );
  });
});
