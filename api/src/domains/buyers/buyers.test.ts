import { uniqueCpf } from '../../test/cpf';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';

type Auth = Record<string, string>;
type Buyer = {
  id: string;
  id_comprador: string;
  nome: string;
  email: string;
  cliente: { id: string | null };
};

const address = { street: 'Rua A', number: '1', zipCode: '01001-000', city: 'São Paulo', state: 'SP' };
const buyerBody = (n: string, extra: Record<string, unknown> = {}) => ({
  cadastrar_na_zoop: true,
  nome: `Comprador ${n}`,
  email: `comprador${n}@example.com`,
  cpf_cnpj: uniqueCpf(),
  password: 'abc123',
  confirmpassword: 'abc123',
  phone: '(11) 98765-4321',
  address,
  ...extra,
});

describe('buyers: who manages them, the provider id, the customer login', () => {
  let t: TestApp;
  const auth: Record<string, Auth> = {};
  const me: Record<string, { id: string; sellerId: string | null }> = {};
  const call = (method: string, url: string, who: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: auth[who] ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  /** The embedded Zoop sandbox's fault switches (PUT /_control/faults). */
  const sandboxFaults = async (faults: Record<string, unknown>) => {
    const res = await fetch(`${t.ctx.gateway.apiUrl}/_control/faults`, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`${t.ctx.config.payments.zoopApiKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(faults),
    });
    assert.equal(res.status, 200);
  };

  before(async () => {
    t = await createTestApp({}, { listen: true });
    for (const [key, email] of Object.entries({
      admin: 'admin@pagora.demo',
      mp: 'marketplace@pagora.demo',
      mp2: 'marketplace2@pagora.demo',
      seller: 'seller@pagora.demo',
      bruno: 'bruno@pagora.demo',
      seller2: 'seller2@pagora.demo',
      customer: 'customer@pagora.demo',
    })) {
      auth[key] = await t.loginAs(email);
      const user = (await call('GET', '/api/me', key)).json().user;
      me[key] = { id: user.id, sellerId: user.sellerId ?? null };
    }
  });
  after(() => t.close());

  test("a seller adds a buyer registered at the provider ('Cadastrar na Zoop'); the buyer logs in as a customer", async () => {
    const res = await call(
      'POST',
      '/api/create-comprador',
      'seller',
      buyerBody('1', { seller_id_comprador: me.bruno?.sellerId }),
    );
    assert.equal(res.statusCode, 201, res.body);
    const { message, dados } = res.json<{
      message: string;
      dados: Buyer & { seller_id_comprador: string };
    }>();
    assert.equal(message, 'Comprador adicionado com sucesso!');
    assert.match(dados.id_comprador, /^[0-9a-f]{32}$/);
    // The seller is the caller, whatever the payload named.
    assert.equal(dados.seller_id_comprador, me.seller?.sellerId);
    const session = await login('comprador1@example.com', 'abc123');
    assert.equal(session.statusCode, 200, session.body);
    assert.equal(session.json().user.cargo, 'customer');
    assert.equal(session.json().user.id, dados.cliente.id);
  });

  test('a typed provider id is checked: unknown 422, taken 409; neither typed nor created: the spec message', async () => {
    const unknown = await call(
      'POST',
      '/api/create-comprador',
      'seller',
      buyerBody('2', { cadastrar_na_zoop: false, id_comprador: 'f'.repeat(32) }),
    );
    assert.equal(unknown.statusCode, 422, unknown.body);
    assert.equal(unknown.json().message, 'ID do Comprador inválido');
    const existing = (await call('GET', `/api/customers/${me.seller?.id}`, 'seller')).json<{
      dados: Buyer[];
    }>().dados[0];
    assert.ok(existing);
    const taken = await call(
      'POST',
      '/api/create-comprador',
      'seller',
      buyerBody('3', { cadastrar_na_zoop: false, id_comprador: existing.id_comprador }),
    );
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().message, 'Este ID já está em uso');
    const none = await call(
      'POST',
      '/api/create-comprador',
      'seller',
      buyerBody('4', { cadastrar_na_zoop: false }),
    );
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().message, 'ID do Comprador é obrigatório');
    const mismatch = await call(
      'POST',
      '/api/create-comprador',
      'seller',
      buyerBody('5', { confirmpassword: 'outra' }),
    );
    assert.equal(mismatch.statusCode, 400, mismatch.body);
    assert.equal(mismatch.json().message, 'As senhas não coincidem');
    const emailInUse = await call(
      'POST',
      '/api/create-comprador',
      'seller',
      buyerBody('6', { email: 'seller@pagora.demo' }),
    );
    assert.equal(emailInUse.statusCode, 409);
    // Nothing of the refused ones was written.
    const [{ n }] = (await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE email LIKE 'comprador%@example.com'",
    )) as [{ n: number }];
    assert.equal(n, 1);
  });

  test("a double-clicked 'Adicionar Comprador' creates one buyer; the second request is the duplicate's 409", async () => {
    const body = buyerBody('race');
    const both = await Promise.all([
      call('POST', '/api/create-comprador', 'seller', body),
      call('POST', '/api/create-comprador', 'seller', body),
    ]);
    const codes = both.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [201, 409], both.map((r) => r.body).join(' | '));
    const conflict = both.find((r) => r.statusCode === 409)!;
    assert.equal(conflict.json().message, 'Este email já está cadastrado.');
    const [row] = await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM buyers WHERE email = 'compradorrace@example.com'",
    );
    assert.equal(row?.n, 1);
  });

  test('bad text answers a pt-BR 400, never a 500: a lone surrogate, a non-ASCII or lookalike e-mail', async () => {
    const surrogate = await call(
      'POST',
      '/api/create-comprador',
      'seller',
      buyerBody('s1', {
        address: { ...address, street: 'Rua \ud800 A' },
      }),
    );
    assert.equal(surrogate.statusCode, 400, surrogate.body);
    assert.equal(surrogate.json().message, 'O texto contém caracteres inválidos (Unicode incompleto).');
    assert.equal(surrogate.json().field, 'address.street');

    // The provider's adapter refuses what is not an ASCII address: so does our one e-mail rule.
    const accented = await call(
      'POST',
      '/api/create-comprador',
      'seller',
      buyerBody('s2', { email: 'joão@exemplo.com' }),
    );
    assert.equal(accented.statusCode, 400, accented.body);
    assert.equal(accented.json().message, 'Email inválido');

    // A Cyrillic 'е' in 'seller': refused as a lookalike, not a new address.
    const lookalike = await call(
      'POST',
      '/api/create-comprador',
      'seller',
      buyerBody('s3', { email: 's\u0435ller@pagora.demo' }),
    );
    assert.equal(lookalike.statusCode, 400, lookalike.body);
    assert.equal(lookalike.json().message, 'Email inválido: use letras de um único alfabeto.');
    // Fullwidth letters are the same address once normalised (NFKC): the taken e-mail's 409.
    const fullwidth = await call(
      'POST',
      '/api/create-comprador',
      'seller',
      buyerBody('s4', { email: '\uff53eller@pagora.demo' }),
    );
    assert.equal(fullwidth.statusCode, 409, fullwidth.body);
    const [row] = await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM buyers WHERE nome LIKE 'Comprador s%'",
    );
    assert.equal(row?.n, 0);
  });

  test('a provider failure leaves nothing behind: no login, no buyer', async () => {
    const count = async (table: 'users' | 'buyers', email: string) =>
      (
        await t.ctx.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} WHERE email = $1`,
          [email],
        )
      )[0]?.n;
    // The sandbox answers the next POST (the provider's createBuyer) with a 500.
    await sandboxFaults({ api: { failNext: 1, method: 'POST' } });
    try {
      const res = await call('POST', '/api/create-comprador', 'seller', buyerBody('7'));
      assert.ok(res.statusCode >= 500 && res.statusCode < 600, `${res.statusCode} ${res.body}`);
      assert.equal(await count('users', 'comprador7@example.com'), 0);
      assert.equal(await count('buyers', 'comprador7@example.com'), 0);
    } finally {
      await sandboxFaults({ api: {} });
    }
    // The provider is back: the same buyer goes through (nothing half-written blocks its e-mail).
    const again = await call('POST', '/api/create-comprador', 'seller', buyerBody('7'));
    assert.equal(again.statusCode, 201, again.body);
    assert.equal(await count('buyers', 'comprador7@example.com'), 1);
  });

  test('Zoop keeps one buyer per CPF: a CPF a boleto payer left is adopted, another customer’s is a pt-BR 409', async () => {
    const cpf = uniqueCpf();
    // A boleto payer's buyer, made at the provider with no customer of ours holding it.
    const { buyerId } = await t.ctx.gateway.provider.createBuyer({
      firstName: 'Pagador',
      lastName: 'Boleto',
      email: 'pagador-boleto@example.com',
      taxpayerId: cpf,
    });
    const first = await call('POST', '/api/create-comprador', 'seller', buyerBody('cpf1', { cpf_cnpj: cpf }));
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.json<{ dados: Buyer }>().dados.id_comprador, buyerId);
    const second = await call(
      'POST',
      '/api/create-comprador',
      'seller',
      buyerBody('cpf2', { cpf_cnpj: cpf }),
    );
    assert.equal(second.statusCode, 409, second.body);
    assert.deepEqual(second.json(), { message: 'Já existe um comprador com este CPF.', code: 'cpf_in_use' });
  });

  test('a CNPJ cannot be created at the provider as a buyer: 422 before anything is written', async () => {
    const res = await call(
      'POST',
      '/api/create-comprador',
      'seller',
      buyerBody('8', { cpf_cnpj: '11222333000181' }),
    );
    assert.equal(res.statusCode, 422, res.body);
    const [row] = await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE email = 'comprador8@example.com'",
    );
    assert.equal(row?.n, 0);
  });

  test('lists by role: a seller its own, a marketplace its sellers’ (one or all), an admin all; others 404/403', async () => {
    const mine = await call('GET', `/api/customers/${me.seller?.id}`, 'seller');
    assert.equal(mine.statusCode, 200, mine.body);
    assert.ok(
      mine
        .json()
        .dados.every((b: { seller_id_comprador: string }) => b.seller_id_comprador === me.seller?.sellerId),
    );
    assert.equal((await call('GET', `/api/customers/${me.bruno?.id}`, 'seller')).statusCode, 404);
    const mpAll = await call('GET', `/api/customers/${me.mp?.id}`, 'mp');
    assert.equal(mpAll.statusCode, 200, mpAll.body);
    assert.ok(mpAll.json().total >= 2);
    const mpOne = await call('GET', `/api/customers/${me.seller?.sellerId}`, 'mp');
    assert.equal(mpOne.json().total, mine.json().total);
    assert.equal((await call('GET', `/api/customers/${me.seller?.sellerId}`, 'mp2')).statusCode, 404);
    assert.ok(
      (await call('GET', `/api/customers/${me.admin?.id}`, 'admin')).json().total >= mpAll.json().total,
    );
    assert.equal((await call('GET', `/api/customers/${me.customer?.id}`, 'customer')).statusCode, 403);
    const searched = await call('GET', `/api/customers/${me.seller?.id}?q=comprador1@`, 'seller');
    assert.deepEqual(
      searched.json().dados.map((b: Buyer) => b.email),
      ['comprador1@example.com'],
    );
  });

  test('a marketplace adds a buyer for one of its sellers, never for another marketplace’s', async () => {
    const ok = await call(
      'POST',
      '/api/create-comprador',
      'mp',
      buyerBody('9', { seller_id_comprador: me.bruno?.sellerId }),
    );
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ok.json().dados.seller_id_comprador, me.bruno?.sellerId);
    const foreign = await call(
      'POST',
      '/api/create-comprador',
      'mp2',
      buyerBody('10', { seller_id_comprador: me.bruno?.sellerId }),
    );
    assert.equal(foreign.statusCode, 404);
    const unnamed = await call('POST', '/api/create-comprador', 'mp', buyerBody('11'));
    assert.equal(unnamed.statusCode, 400);
  });

  test('edit without a password keeps it; removal keeps the row and ends the login at once', async () => {
    const buyer = (await call('GET', `/api/customers/${me.seller?.id}?q=comprador1@`, 'seller')).json<{
      dados: Buyer[];
    }>().dados[0]!;
    const session = (await login('comprador1@example.com', 'abc123')).json<{ token: string }>().token;
    const edit = await call('PUT', `/api/customer-update/${buyer.id}`, 'seller', {
      ...buyerBody('1'),
      nome: 'Comprador Um',
      password: '',
      confirmpassword: '',
    });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal(edit.json().dados.nome, 'Comprador Um');
    assert.equal((await login('comprador1@example.com', 'abc123')).statusCode, 200);
    // Foreign edits and removals are 404.
    assert.equal(
      (await call('PUT', `/api/customer-update/${buyer.id}`, 'bruno', buyerBody('1'))).statusCode,
      404,
    );
    assert.equal((await call('DELETE', `/api/customer-delete/${buyer.id}`, 'mp2')).statusCode, 404);

    const removed = await call('DELETE', `/api/customer-delete/${buyer.id}`, 'seller');
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().message, 'Comprador removido com sucesso!');
    assert.equal((await login('comprador1@example.com', 'abc123')).statusCode, 401);
    const me2 = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${session}` },
    });
    assert.equal(me2.statusCode, 401);
    const [row] = await t.ctx.database.query<{ deleted_at: Date | null }>(
      'SELECT deleted_at FROM buyers WHERE id = $1',
      [buyer.id],
    );
    assert.ok(row?.deleted_at);
    assert.equal(
      (await call('GET', `/api/customers/${me.seller?.id}?q=comprador1@`, 'seller')).json().total,
      0,
    );
  });
});
