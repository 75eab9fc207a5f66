import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEVELOPER_MESSAGES as M } from '@pagora/shared/contracts';
import { testConfig } from '../../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { postWebhook } from './send';

/**
 * Every spelling of an internal address a shop could register (issue 35 item 12): the cloud
 * metadata service 169.254.169.254, private and loopback ranges, written as IPv4-compatible,
 * IPv4-mapped, NAT64, 6to4 and Teredo IPv6, as decimal, octal and hex IPv4, with a trailing dot.
 */
const LITERALS = [
  '[::169.254.169.254]',
  '[::a9fe:a9fe]',
  '[::127.0.0.1]',
  '[::ffff:169.254.169.254]',
  '[::ffff:a9fe:a9fe]',
  '[0:0:0:0:0:ffff:a00:1]',
  '[64:ff9b::169.254.169.254]',
  '[64:ff9b::a00:1]',
  '[64:ff9b:1::a9fe:a9fe]',
  '[2002:a9fe:a9fe::1]',
  '[2001::a9fe:a9fe]',
  '[fe80::1]',
  '[fd00::1]',
  '[::]',
  '2852039166',
  '0xa9fea9fe',
  '0xa9.0xfe.0xa9.0xfe',
  '0251.0376.0251.0376',
  '169.254.169.254.',
  '127.1',
  '0',
  '10.0.0.1.',
];
const NAMES = ['localhost.', 'LOCALHOST', 'metadata', 'metadata.google.internal.', 'api.localhost.'];

describe('the webhook target filter, whatever the address spelling (live mode)', () => {
  let t: TestApp;
  let seller: { authorization: string };
  before(async () => {
    t = await createTestApp({ developers: { ...testConfig().developers, mode: 'live' } });
    seller = await t.loginAs(DEMO_LOGINS.seller);
  });
  after(() => t.close());

  const register = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: seller,
      payload: { url, events: ['payment.paid'], description: 'Loja' },
    });

  test('each internal form is refused at registration with the pt-BR message', async () => {
    for (const host of [...LITERALS, ...NAMES]) {
      const res = await register(`https://${host}/hook`);
      assert.equal(res.statusCode, 400, `${host}: ${res.body}`);
      assert.equal(res.json<{ message: string }>().message, M.urlUnsafe, host);
    }
    const listed = await t.app.inject({ method: 'GET', url: '/api/developer/webhooks', headers: seller });
    assert.deepEqual(listed.json().dados, []);
  });

  test('public addresses and names are still accepted', async () => {
    for (const host of ['8.8.8.8', '[2001:4860:4860::8888]', '[::ffff:8.8.8.8]', 'loja.example.com.']) {
      const res = await register(`https://${host}/hook`);
      assert.equal(res.statusCode, 201, `${host}: ${res.body}`);
    }
  });

  test('each internal form is refused at send time, before any connection', async () => {
    for (const host of LITERALS) {
      const result = await postWebhook(`http://${host}:9/hook`, {}, '{}', { mode: 'live', timeoutMs: 2_000 });
      assert.equal(result.statusCode, null, host);
      assert.match(result.response, /^endereço não permitido/, host);
    }
  });
});
