import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { ACCOUNT, moveClock } from './test-support';

type Auth = { authorization: string };

describe('bank accounts', () => {
  let t: TestApp;
  let seller: Auth;
  let seller2: Auth;
  before(async () => {
    t = await createTestApp({}, { listen: true });
    seller = await t.loginAs(DEMO_LOGINS.seller);
    seller2 = await t.loginAs(DEMO_LOGINS.seller2);
  });
  after(() => t.close());

  const add = (auth: Auth, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/bank-accounts', headers: auth, payload });

  it('lists Brazil’s banks by COMPE code from the maintained list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banks', headers: seller });
    assert.equal(res.statusCode, 200);
    const banks = res.json<{ data: { code: string; name: string }[] }>().data;
    assert.ok(banks.length > 100);
    assert.equal(banks.find((b) => b.code === '001')?.name, 'Banco do Brasil S.A.');
    assert.ok(banks.some((b) => b.code === '260'));
  });

  it('refuses bad bank data in pt-BR and keeps nothing', async () => {
    const cases: [object, string, string][] = [
      [{ bank_code: '999' }, 'bank_code', 'Banco não encontrado na lista de bancos.'],
      [
        { taxpayer_id: '111.444.777-35' },
        'taxpayer_id',
        'O CPF ou CNPJ do titular deve ser o mesmo do vendedor.',
      ],
      [{ taxpayer_id: '123.456.789-00' }, 'taxpayer_id', 'CPF ou CNPJ inválido'],
      [{ routing_number: '123456' }, 'routing_number', 'Agência inválida (até 5 dígitos, ex: 0001)'],
      [{ account_number: 'abc' }, 'account_number', 'Conta inválida (ex: 12345-6)'],
      [{ type: 'investment' }, 'type', 'Selecione o tipo de conta'],
    ];
    for (const [change, field, message] of cases) {
      const res = await add(seller, { ...ACCOUNT, ...change });
      assert.equal(res.statusCode, 400, JSON.stringify(change));
      const body = res.json<{ message: string; field?: string }>();
      assert.equal(body.message, message);
      assert.equal(body.field, field);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/bank-accounts', headers: seller });
    assert.deepEqual(list.json(), { data: [] });
  });

  it('adds an account at the provider, the first as default, waiting 24 h for its first payout', async () => {
    const before = Date.now();
    const res = await add(seller, ACCOUNT);
    assert.equal(res.statusCode, 201, res.body);
    const account = res.json<Record<string, unknown>>();
    assert.equal(account.bankName, 'ITAÚ UNIBANCO S.A.');
    assert.equal(account.taxpayerId, '***.982.247-**');
    assert.equal(account.accountNumberLast4, '3456');
    assert.equal(account.isDefault, true);
    const from = Date.parse(String(account.payoutsAllowedFrom));
    assert.ok(from >= before + 24 * 3600_000 - 1000 && from <= Date.now() + 24 * 3600_000);
    const payout = await t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      headers: { ...seller, 'idempotency-key': 'wait-1' },
      payload: { amountCents: 100 },
    });
    assert.equal(payout.statusCode, 409);
    assert.match(
      payout.json<{ message: string }>().message,
      /^Conta bancária nova: o primeiro saque para ela fica disponível a partir de \d{2}\/\d{2}\/\d{4}/,
    );
    // The sandbox's clock is the provider's time: moved past the wait, the account may be paid to,
    // as a demo or a test moving time to settle receivables expects.
    await moveClock(t, seller, 2);
    const listed = await t.app.inject({ method: 'GET', url: '/api/bank-accounts', headers: seller });
    assert.equal(
      listed.json<{ data: { payoutsAllowedFrom: string | null }[] }>().data[0]?.payoutsAllowedFrom,
      null,
    );
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      headers: { ...seller, 'idempotency-key': 'wait-2' },
      payload: { amountCents: 100 },
    });
    assert.notEqual(later.json<{ code?: string }>().code, 'bank_account_waiting', later.body);
  });

  it('isolates sellers: seller2 sees nothing of seller’s; marketplaces see only their own', async () => {
    const sellerId = (
      await t.ctx.database.query<{ id: string }>("SELECT id FROM sellers WHERE email = 'seller@pagora.demo'")
    )[0]!.id;
    const own = (await t.app.inject({ method: 'GET', url: '/api/bank-accounts', headers: seller })).json<{
      data: { id: string }[];
    }>().data[0]!;
    const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });
    assert.deepEqual((await get(seller2, '/api/bank-accounts')).json(), { data: [] });
    for (const url of [
      `/api/bank-accounts?sellerId=${sellerId}`,
      `/api/balance?sellerId=${sellerId}`,
      `/api/payouts?sellerId=${sellerId}`,
    ])
      assert.equal((await get(seller2, url)).statusCode, 404, url);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/bank-accounts/${own.id}`,
      headers: seller2,
    });
    assert.equal(del.statusCode, 404);
    const def = await t.app.inject({
      method: 'PUT',
      url: `/api/bank-accounts/${own.id}/default`,
      headers: seller2,
      payload: { password: 'pagora123' },
    });
    assert.equal(def.statusCode, 404);

    const mkt = await t.loginAs(DEMO_LOGINS.marketplace);
    const mkt2 = await t.loginAs(DEMO_LOGINS.marketplace2);
    const admin = await t.loginAs(DEMO_LOGINS.admin);
    assert.equal(
      (await get(mkt, `/api/bank-accounts?sellerId=${sellerId}`)).json<{ data: unknown[] }>().data.length,
      1,
    );
    assert.equal(
      (await get(admin, `/api/bank-accounts?sellerId=${sellerId}`)).json<{ data: unknown[] }>().data.length,
      1,
    );
    assert.equal((await get(mkt2, `/api/bank-accounts?sellerId=${sellerId}`)).statusCode, 404);
    assert.equal((await get(mkt2, `/api/balance?sellerId=${sellerId}`)).statusCode, 404);
    const customer = await t.loginAs(DEMO_LOGINS.customer);
    assert.equal((await get(customer, '/api/bank-accounts')).statusCode, 403);
    // Only the seller itself adds accounts and asks for payouts.
    assert.equal((await add(mkt, ACCOUNT)).statusCode, 403);
    const policy = (auth: Auth) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/receiving-policy?sellerId=${sellerId}`,
        headers: auth,
        payload: { policy: 'automatic_daily' },
      });
    assert.equal((await policy(mkt2)).statusCode, 404);
    assert.equal((await policy(mkt)).statusCode, 200);
    assert.equal((await get(seller, '/api/balance')).json<{ policy: string }>().policy, 'automatic_daily');
  });

  it('changes the default only with the current password, and e-mails the owner', async () => {
    const second = await add(seller, { ...ACCOUNT, bank_code: '260', account_number: '998877-1' });
    assert.equal(second.statusCode, 201, second.body);
    const id = second.json<{ id: string; isDefault: boolean }>().id;
    assert.equal(second.json<{ isDefault: boolean }>().isDefault, false);
    const put = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/bank-accounts/${id}/default`,
        headers: seller,
        payload: { password },
      });
    const wrong = await put('senha-errada');
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json<{ message: string }>().message, 'Senha atual incorreta.');
    const mails = () =>
      t.ctx.database.query<{ recipient: string; subject: string }>(
        "SELECT recipient, subject FROM mail_outbox WHERE kind = 'bank_account_default_changed'",
      );
    assert.deepEqual(await mails(), []);
    const ok = await put('pagora123');
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json<{ isDefault: boolean }>().isDefault, true);
    assert.deepEqual(await mails(), [
      { recipient: 'seller@pagora.demo', subject: 'Sua conta bancária de recebimento foi alterada' },
    ]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/bank-accounts', headers: seller })).json<{
      data: { id: string; isDefault: boolean }[];
    }>().data;
    assert.deepEqual(
      list.filter((a) => a.isDefault).map((a) => a.id),
      [id],
    );
    const del = await t.app.inject({ method: 'DELETE', url: `/api/bank-accounts/${id}`, headers: seller });
    assert.equal(del.statusCode, 204);
    const after = (await t.app.inject({ method: 'GET', url: '/api/bank-accounts', headers: seller })).json<{
      data: { id: string }[];
    }>().data;
    assert.ok(!after.some((a) => a.id === id));
  });
});
