import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { METHOD_INVALID } from '@pagora/shared/contracts';
import { METHOD_NOT_ACCEPTED } from '../../charge-common';
import { cardBody, startPaymentsApp } from '../../test-support';
import { boletoMethod } from '../boleto';
import { cardMethod } from '../card';
import type { MethodRegistry } from '../index';
import { pixMethod } from '../pix';
import { withTestMethod } from '../testing';
import { TEST_WALLET, testWalletMethod, WALLET_INVALID } from './test-wallet-method';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
let forget: () => void = () => undefined;
before(async () => {
  env = await startPaymentsApp();
  forget = withTestMethod(testWalletMethod);
  // What a real fourth method's migration does: the column's CHECK admits its id (0890's form).
  await env.t.ctx.database.query('ALTER TABLE transactions DROP CONSTRAINT transactions_method_check');
  await env.t.ctx.database.query(`ALTER TABLE transactions ADD CONSTRAINT transactions_method_check
    CHECK (method IN ('pix', 'credit_card', 'bank_slip', '${TEST_WALLET}'))`);
});
after(async () => {
  forget();
  await env.t.close();
});

const walletBody = { paymentMethod: TEST_WALLET, walletId: 'carteira-42' };

/** A link offering the wallet, as the link form would save it once the id is declared. */
async function walletLink(): Promise<string> {
  const linkId = await env.newLink({ amount: '42,50' });
  await env.t.ctx.database.query(
    `UPDATE payment_links SET payment_methods = array_append(payment_methods, $2) WHERE id = $1`,
    [linkId, TEST_WALLET],
  );
  return linkId;
}

const txCount = async (linkId: string) =>
  (
    await env.t.ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transactions WHERE link_id = $1',
      [linkId],
    )
  )[0]?.n;

test('a method added in one folder is charged through the real route and recorded like the others', async () => {
  const linkId = await walletLink();
  const res = await env.pay(linkId, walletBody, 'wallet-key-1');
  assert.equal(res.statusCode, 200, res.body);
  const data = res.json<{ data: { data: { status_transacao: string; id: string; valor: number } } }>().data
    .data;
  assert.equal(data.status_transacao, 'pago');
  assert.equal(data.valor, 42.5);
  const row = await env.tx(data.id);
  assert.equal(row?.method, TEST_WALLET);
  assert.equal(row?.status, 'pago');
  assert.equal(Number(row?.amount_cents), 4_250);
  assert.equal(row?.payer_name, 'Carteira carteira-42');
  const atZoop = (await env.zoop('GET', `/transactions/${String(row?.provider_id)}`)).json;
  assert.equal(atZoop.reference_id, data.id);
  // The same key and body replays the stored answer: the idempotency layer needs nothing either.
  const again = await env.pay(linkId, walletBody, 'wallet-key-1');
  assert.equal(again.json<{ data: { data: { id: string } } }>().data.data.id, data.id);
  assert.equal(await txCount(linkId), 1);
});

test("the method's own schema answers its first bad field in pt-BR, before anything is recorded", async () => {
  const linkId = await walletLink();
  const res = await env.pay(linkId, { paymentMethod: TEST_WALLET, walletId: 'x' });
  assert.equal(res.statusCode, 400, res.body);
  assert.deepEqual(res.json(), { message: WALLET_INVALID, code: 'validation_error', field: 'walletId' });
  assert.equal(await txCount(linkId), 0);
});

test('a link that does not offer the method refuses it like any other', async () => {
  const linkId = await env.newLink();
  const res = await env.pay(linkId, walletBody);
  assert.equal(res.statusCode, 422, res.body);
  assert.equal(res.json<{ message: string }>().message, METHOD_NOT_ACCEPTED);
  assert.equal(await txCount(linkId), 0);
});

test('an id no module answers to is a 400 in pt-BR, never charged as a card', async () => {
  const linkId = await walletLink();
  for (const body of [
    cardBody({ paymentMethod: 'debit_card' }),
    { ...walletBody, paymentMethod: 'carteira' },
  ]) {
    const res = await env.pay(linkId, body);
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json(), {
      message: METHOD_INVALID,
      code: 'validation_error',
      field: 'paymentMethod',
    });
  }
  assert.equal(await txCount(linkId), 0);
});

test('the registry names a module for every declared id: one left out does not compile', () => {
  const whole: MethodRegistry = { pix: pixMethod, credit_card: cardMethod, bank_slip: boletoMethod };
  // @ts-expect-error a declared id (bank_slip) without its module
  const missing: MethodRegistry = { pix: pixMethod, credit_card: cardMethod };
  assert.equal(Object.keys(whole).length, Object.keys(missing).length + 1);
});
