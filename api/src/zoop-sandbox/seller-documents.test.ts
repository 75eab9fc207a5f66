// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSandbox, V1 } from './testing';

/**
 * Seller documents for Zoop's review (since 13/03/2026: identity document and selfie) and what
 * the review would still miss, a bank account in the seller's own name among them.
 */

let sb: Awaited<ReturnType<typeof startSandbox>>;
let sellerId: string;

before(async () => {
  sb = await startSandbox();
  sellerId = await sb.seller('12345678909');
});
after(() => sb.close());

async function upload(category: string, name: string) {
  const form = new FormData();
  form.set('category', category);
  form.set('file', new Blob([Buffer.from(`%PDF-1.4 ${name}`)], { type: 'application/pdf' }), name);
  const body = new Response(form);
  const res = await sb.app.inject({
    method: 'POST',
    url: `/zoop-sandbox${V1}/sellers/${sellerId}/documents`,
    headers: {
      authorization: `Basic ${Buffer.from('zpk_test_sandbox_kit_000000000000:').toString('base64')}`,
      'content-type': body.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  return { status: res.statusCode, json: JSON.parse(res.body) as Record<string, unknown> };
}

const review = () => sb.ok('GET', `/_control/sellers/${sellerId}/review`);

async function bankAccount(taxpayerId: string) {
  const token = await sb.ok('POST', `${V1}/bank_accounts/tokens`, {
    holder_name: 'Ana Souza',
    taxpayer_id: taxpayerId,
    bank_code: '341',
    routing_number: '0001',
    account_number: '12345-6',
    type: 'checking',
  });
  await sb.ok('POST', `${V1}/bank_accounts`, { customer: sellerId, token: token.id });
}

test('documents are kept and listed; the review says what Zoop would still miss', async () => {
  assert.deepEqual((await review()).missing, ['bank_account_own_name', 'identificacao', 'selfie']);
  const rg = await upload('identificacao', 'rg.pdf');
  assert.equal(rg.status, 201);
  assert.deepEqual(
    [rg.json.category, rg.json.name, rg.json.content_type],
    ['identificacao', 'rg.pdf', 'application/pdf'],
  );
  // Someone else's account is not the seller's own.
  await bankAccount('52998224725');
  assert.deepEqual((await review()).missing, ['bank_account_own_name', 'selfie']);
  await bankAccount('12345678909');
  await upload('selfie', 'selfie.jpg');
  const done = await review();
  assert.deepEqual([done.missing, done.complete], [[], true]);
  const list = await sb.ok('GET', `${V1}/sellers/${sellerId}/documents`);
  assert.deepEqual(
    list.items?.map((d) => d.category),
    ['identificacao', 'selfie'],
  );
});

test('a document without a known category or a file is refused', async () => {
  assert.equal((await upload('passaporte', 'p.pdf')).status, 400);
  const noFile = await sb.call('POST', `${V1}/sellers/${sellerId}/documents`, { category: 'selfie' });
  assert.equal(noFile.status, 400);
});
