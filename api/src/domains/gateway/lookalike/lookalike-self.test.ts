import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { dueFactor, mod10, mod11 } from './codes';
import { startLookalike, type Lookalike } from './server';
import type { Json } from './types';

// The look-alike itself behaves as the sources say Zoop does (no Pagora involved): the check in
// lookalike.test.ts is only as good as this witness.

describe('the Zoop look-alike', () => {
  let z: Lookalike;
  const key = `zpk_test_${randomBytes(8).toString('hex')}`;
  const mp = randomBytes(16).toString('hex');
  const call = async (method: string, path: string, body?: unknown, auth = `${key}:`) => {
    const res = await fetch(`${z.url}/v1/marketplaces/${mp}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(auth).toString('base64')}`,
        'content-type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const control = (path: string, body: unknown = {}) =>
    fetch(`${z.url}/_lookalike${path}`, { method: 'POST', body: JSON.stringify(body) });
  let seller = '';

  before(async () => {
    z = await startLookalike({ apiKey: key, marketplaceId: mp });
    const created = await call('POST', '/sellers/individuals', {
      first_name: 'A',
      taxpayer_id: '52998224725',
    });
    seller = String(created.json.id);
    assert.equal(created.json.status, 'pending');
    await control(`/sellers/${seller}/approve`);
  });
  after(() => z.close());

  test('the recorded boleto line checks with the same digit rules the look-alike builds with', () => {
    const line = '34191090651997807893931339210002184450000003000';
    assert.deepEqual(
      [mod10(line.slice(0, 9)), mod10(line.slice(10, 20)), mod10(line.slice(21, 31))],
      [5, 9, 2],
    );
    const barcode = `${line.slice(0, 4)}${line.slice(33)}${line.slice(4, 9)}${line.slice(10, 20)}${line.slice(21, 31)}`;
    assert.equal(mod11(barcode), Number(line[32]));
    assert.equal(dueFactor(new Date('2020-11-20T00:00:00Z')), 8445);
  });

  test('Basic auth with the key as user name only', async () => {
    assert.equal((await call('GET', `/sellers/${seller}`, undefined, 'wrong:')).status, 401);
    assert.equal((await call('GET', `/sellers/${seller}`)).status, 200);
  });

  test('a boleto answers its 47-digit line in barcode and captured: true while pending', async () => {
    const buyer = await call('POST', '/buyers', { first_name: 'B', taxpayer_id: '11144477735' });
    assert.equal((await call('POST', '/buyers', { taxpayer_id: '111.444.777-35' })).status, 409);
    const tx = await call('POST', '/transactions', {
      amount: 3000,
      currency: 'BRL',
      payment_type: 'boleto',
      on_behalf_of: seller,
      customer: buyer.json.id,
    });
    assert.equal(tx.status, 201);
    assert.equal(tx.json.amount, '30.00');
    assert.equal(tx.json.status, 'pending');
    assert.equal(tx.json.captured, true);
    assert.match(String((tx.json.payment_method as Json).barcode), /^\d{47}$/);
  });

  test('transfers are not deduplicated and receivables page by at most 100', async () => {
    await control(`/sellers/${seller}/receivables`, { count: 130, amount: 100, status: 'paid' });
    const token = await call('POST', '/bank_accounts/tokens', {
      holder_name: 'A',
      taxpayer_id: '52998224725',
      bank_code: '341',
      routing_number: '0001',
      account_number: '12345-6',
      type: 'checking',
    });
    const account = await call('POST', '/bank_accounts', { customer: seller, token: token.json.id });
    const body = { amount: 500, description: 'saque', reference_id: 'same' };
    await call('POST', `/bank_accounts/${String(account.json.id)}/transfers`, body);
    await call('POST', `/bank_accounts/${String(account.json.id)}/transfers`, body);
    assert.equal((await call('GET', `/sellers/${seller}/transfers`)).json.total, '2');
    const first = await call('GET', `/sellers/${seller}/receivables?limit=1000`);
    assert.equal((first.json.items as unknown[]).length, 100);
    assert.equal(first.json.has_more, true);
  });
});
