import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { waitFor } from '../../payments/testing';
import { startReceiver } from './test-receiver';

describe('an endpoint failing past the limit is disabled and its owner told by e-mail', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let auth: { authorization: string };
  before(async () => {
    receiver = await startReceiver();
    // A limit of zero: the first failure is already "5 days" of failing.
    t = await createTestApp({
      developers: { ...testConfig().developers, webhookSweepMs: 50, webhookDisableAfterMs: 0 },
    });
    auth = await t.loginAs(DEMO_LOGINS.marketplace);
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  test('disabled after the failure, told once, sent nothing more until reactivated', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: auth,
      payload: { url: receiver.url, events: ['payment.paid'] },
    });
    const { id } = created.json<{ id: string }>();
    receiver.failNext(500);
    await t.app.inject({ method: 'POST', url: `/api/developer/webhooks/${id}/test`, headers: auth });
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/developer/webhooks', headers: auth }))
        .json()
        .dados.find((e: { id: string }) => e.id === id) as { disabledAt: string | null };
    await waitFor(async () => (await listed()).disabledAt);
    const mail = await t.app.inject({ method: 'GET', url: '/api/emails', headers: auth });
    const notices = (mail.json().dados as { para: string; assunto: string }[]).filter(
      (m) => m.assunto === 'Seu endpoint de webhook foi desativado',
    );
    assert.deepEqual(
      notices.map((m) => m.para),
      ['marketplace@pagora.demo'],
    );
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/developer/webhooks/${id}/test`,
      headers: auth,
    });
    assert.equal(test.statusCode, 409);
    const enabled = await t.app.inject({
      method: 'POST',
      url: `/api/developer/webhooks/${id}/enable`,
      headers: auth,
    });
    assert.equal(enabled.json().endpoint.disabledAt, null);
    await t.app.inject({ method: 'POST', url: `/api/developer/webhooks/${id}/test`, headers: auth });
    await waitFor(async () => receiver.received.length >= 2);
  });
});
