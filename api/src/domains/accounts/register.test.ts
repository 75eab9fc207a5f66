import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';

const NEUTRAL =
  'Se este email puder ser usado, a conta foi criada e enviamos um link de confirmação para ele. Entre com sua senha.';
const BLANK = 'A senha não pode conter apenas espaços';

const validSeller = {
  nome: 'Loja Nova',
  email: 'loja.nova@pagora.demo',
  password: 'segredo1',
  confirmpassword: 'segredo1',
  cpf_cnpj: '529.982.247-25',
  phone: '(11) 99999-9999',
  address: { street: 'Rua A', number: '1', zipCode: '01001-000', city: 'São Paulo', state: 'SP' },
};

describe('account registration', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const count = async (table: string) =>
    (await t.ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

  // POST /register-seller's onboarding (marketplace override, provider id, 409s) is tested in
  // sellers/register-seller.test.ts: the route is the sellers domain's.

  test('sellers, customers and anonymous callers cannot register sellers or marketplaces', async () => {
    for (const email of ['seller@pagora.demo', 'customer@pagora.demo']) {
      const auth = await t.loginAs(email);
      assert.equal(
        (await post('/api/register-seller', { ...validSeller, email: 'no@pagora.demo' }, auth)).statusCode,
        403,
      );
      assert.equal(
        (await post('/api/register', { ...validSeller, email: 'no@pagora.demo' }, auth)).statusCode,
        403,
      );
    }
    assert.equal((await post('/api/register-seller', validSeller)).statusCode, 401);
    const mkt = await t.loginAs('marketplace@pagora.demo');
    assert.equal(
      (await post('/api/register', { ...validSeller, email: 'no@pagora.demo' }, mkt)).statusCode,
      403,
    );
    assert.equal(
      (await post('/api/login', { email: 'no@pagora.demo', password: 'segredo1' })).statusCode,
      401,
    );
  });

  test('an admin registers a marketplace whose owner can log in', async () => {
    const auth = await t.loginAs('admin@pagora.demo');
    const res = await post(
      '/api/register',
      {
        ...validSeller,
        email: 'mkt3@pagora.demo',
        cpf_cnpj: '11.222.333/0001-81',
        zpk_id_marketplace: 'abc',
      },
      auth,
    );
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().message, 'Marketplace adicionado com sucesso!');
    const owner = await t.loginAs('mkt3@pagora.demo', 'segredo1');
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: owner })).json();
    assert.equal(me.user.cargo, 'marketplace');
    assert.equal(me.user.dataInfo.id, res.json().data.id);
  });

  test('a marketplace needs no hand-typed provider ids: it runs on the platform Zoop account', async () => {
    const auth = await t.loginAs('admin@pagora.demo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        nome: 'Mercado Sem Zoop',
        email: 'semzoop@pagora.demo',
        password: 'segredo1',
        confirmpassword: 'segredo1',
        cpf_cnpj: '11.222.333/0001-81',
        id: '',
        zpk_id_marketplace: '',
      },
      headers: auth,
    });
    assert.equal(res.statusCode, 201, res.body);
    const [row] = await t.ctx.database.query<{ id_zoop: string; zpk_id_marketplace: string }>(
      'SELECT id_zoop, zpk_id_marketplace FROM marketplaces WHERE id = $1',
      [res.json().data.id],
    );
    assert.deepEqual(row, { id_zoop: t.ctx.config.payments.zoopMarketplaceId, zpk_id_marketplace: '' });
  });

  test('POST /register takes spec 001 marketplace payload and answers its messages', async () => {
    const auth = await t.loginAs('admin@pagora.demo');
    const full = {
      nome: 'Mercado Completo',
      email: 'completo@pagora.demo',
      password: 'segredo1',
      confirmpassword: 'segredo1',
      cpf_cnpj: '11.222.333/0001-81',
      zpk_id_marketplace: 'zpk-completo',
      status: 'inactive',
      contactPerson: 'Rita',
      phone: '(21) 3333-4444',
      website: 'https://completo.example',
      taxa_padrao: 0,
      taxa_repasse_juros: 0,
      address: {
        street: 'Rua B',
        number: '20',
        complement: 'Sala 3',
        neighborhood: 'Centro',
        city: 'Rio de Janeiro',
        state: 'RJ',
        zipCode: '20010-000',
        country: 'Brasil',
      },
    };
    const before = await count('marketplaces');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ zpk_id_marketplace: 'ab' }, 'ID Base64 é obrigatório', 'zpk_id_marketplace'],
      [{ nome: '' }, 'Nome da Empresa é obrigatório', 'nome'],
      [{ status: 'paused' }, 'Status inválido', 'status'],
      [{ password: '12345', confirmpassword: '12345' }, 'Senha deve ter pelo menos 6 caracteres', 'password'],
      [{ confirmpassword: 'outra1' }, 'As senhas não coincidem', 'confirmpassword'],
      [{ cpf_cnpj: '11.222.333/0001-82' }, 'CPF ou CNPJ inválido', 'cpf_cnpj'],
      [{ phone: '2133' }, 'Telefone inválido (ex: (11) 99999-9999)', 'phone'],
      [{ address: { zipCode: '2001' } }, 'CEP inválido (ex: 00000-000)', 'address.zipCode'],
    ];
    for (const [patch, message, field] of cases) {
      const res = await post('/api/register', { ...full, ...patch }, auth);
      assert.equal(res.statusCode, 400, JSON.stringify(patch));
      assert.deepEqual([res.json().message, res.json().field], [message, field]);
    }
    assert.equal(await count('marketplaces'), before);

    const res = await post('/api/register', full, auth);
    assert.equal(res.statusCode, 201);
    assert.deepEqual(Object.keys(res.json().data).sort(), ['email', 'id', 'nome', 'userId']);
    const [row] = await t.ctx.database.query<Record<string, unknown>>(
      `SELECT zpk_id_marketplace, status, contact_person, phone, website, cpf_cnpj, address
         FROM marketplaces WHERE id = $1`,
      [res.json().data.id],
    );
    assert.deepEqual(row, {
      zpk_id_marketplace: 'zpk-completo',
      status: 'inactive',
      contact_person: 'Rita',
      phone: '(21) 3333-4444',
      website: 'https://completo.example',
      cpf_cnpj: '11222333000181',
      address: full.address,
    });
    // The operator form's pre-filled 'https://' means no website; status defaults to active.
    const plain = await post(
      '/api/register',
      { ...full, email: 'plain@pagora.demo', website: 'https://', status: undefined },
      auth,
    );
    assert.equal(plain.statusCode, 201);
    const [p] = await t.ctx.database.query<{ website: string; status: string }>(
      'SELECT website, status FROM marketplaces WHERE id = $1',
      [plain.json().data.id],
    );
    assert.deepEqual(p, { website: '', status: 'active' });
  });

  const bad: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name', { nome: undefined }, 'Nome é obrigatório', 'nome'],
    ['a one-letter name', { nome: 'A' }, 'Nome deve ter pelo menos 2 caracteres', 'nome'],
    ['an invalid e-mail', { email: 'loja' }, 'Email inválido', 'email'],
    ['no CPF/CNPJ', { cpf_cnpj: '' }, 'CPF ou CNPJ é obrigatório', 'cpf_cnpj'],
    ['a CPF with wrong check digits', { cpf_cnpj: '529.982.247-26' }, 'CPF ou CNPJ inválido', 'cpf_cnpj'],
    ['an all-same CPF', { cpf_cnpj: '111.111.111-11' }, 'CPF ou CNPJ inválido', 'cpf_cnpj'],
    // No password is no longer an error: the seller sets it from the invitation (issue 41).
    ['different confirmation', { confirmpassword: 'outra' }, 'As senhas não coincidem', 'confirmpassword'],
    ['a malformed phone', { phone: '11999' }, 'Telefone inválido (ex: (11) 99999-9999)', 'phone'],
    ['a malformed CEP', { address: { zipCode: '123' } }, 'CEP inválido (ex: 00000-000)', 'address.zipCode'],
    ['a name of the wrong type', { nome: { first: 'x' } }, 'Nome é obrigatório', 'nome'],
  ];
  for (const [name, patch, message, field] of bad) {
    test(`register-seller with ${name} answers 400 and writes nothing`, async () => {
      const auth = await t.loginAs('marketplace@pagora.demo');
      const [users, sellers] = [await count('users'), await count('sellers')];
      const res = await post(
        '/api/register-seller',
        { ...validSeller, email: 'bad@pagora.demo', ...patch },
        auth,
      );
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, message);
      assert.equal(res.json().field, field);
      assert.deepEqual([await count('users'), await count('sellers')], [users, sellers]);
    });
  }

  test('staff registration refuses a password of only spaces or tabs, in pt-BR', async () => {
    const [admin, mkt] = [await t.loginAs('admin@pagora.demo'), await t.loginAs('marketplace@pagora.demo')];
    const [users, sellers] = [await count('users'), await count('sellers')];
    const blank = { password: ' \t \t \t', confirmpassword: ' \t \t \t' };
    const seller = await post(
      '/api/register-seller',
      { ...validSeller, email: 'b1@pagora.demo', ...blank },
      mkt,
    );
    const marketplace = await post(
      '/api/register',
      {
        ...validSeller,
        email: 'b2@pagora.demo',
        cpf_cnpj: '11.222.333/0001-81',
        zpk_id_marketplace: 'abc',
        ...blank,
      },
      admin,
    );
    for (const res of [seller, marketplace]) {
      assert.equal(res.statusCode, 400);
      assert.deepEqual([res.json().message, res.json().field], [BLANK, 'password']);
    }
    assert.deepEqual([await count('users'), await count('sellers')], [users, sellers]);
  });
});

describe('POST /api/signup', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const signup = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/signup', payload: payload as object });
  const count = async (table: string) =>
    (await t.ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

  test('creates a customer who can log in; unknown fields are not stored', async () => {
    const res = await signup({
      name: 'Maria Payer',
      email: 'maria@ex.com',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      cargo: 'admin',
    });
    assert.equal(res.statusCode, 202);
    assert.deepEqual(res.json(), { message: NEUTRAL });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'maria@ex.com', password: 'segredo1' },
    });
    assert.equal(login.json().user.cargo, 'customer');
    const [row] = await t.ctx.database.query<{ cargo: string }>(
      "SELECT cargo FROM users WHERE email = 'maria@ex.com'",
    );
    assert.equal(row?.cargo, 'customer');
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['no name', { name: '' }, 'Nome é obrigatório'],
    ['no e-mail', { email: undefined }, 'Email é obrigatório'],
    ['an invalid e-mail', { email: 'maria' }, 'Digite um email válido'],
    [
      'a short password',
      { password: '123', confirmPassword: '123' },
      'A senha deve ter pelo menos 6 caracteres',
    ],
    ['a different confirmation', { confirmPassword: 'outra1' }, 'As senhas não coincidem'],
    // 'sеller@pagora.demo' with a Cyrillic 'е' signed up as a new account beside the real seller.
    [
      'a lookalike e-mail',
      { email: 's\u0435ller@pagora.demo' },
      'Email inválido: use letras de um único alfabeto.',
    ],
  ];
  for (const [name, patch, message] of bad) {
    test(`${name} answers 400 with the sign-up screen's message`, async () => {
      const res = await signup({
        name: 'Maria',
        email: 'm2@ex.com',
        password: 'segredo1',
        confirmPassword: 'segredo1',
        ...patch,
      });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, message);
    });
  }

  test('a taken e-mail gets the same answer as a new one and its account is untouched', async () => {
    const fresh = await signup({
      name: 'Nova Pessoa',
      email: 'nova.pessoa@ex.com',
      password: 'segredo1',
      confirmPassword: 'segredo1',
    });
    const taken = await signup({
      name: 'Outro',
      email: 'Customer@Pagora.demo',
      password: 'outrasenha',
      confirmPassword: 'outrasenha',
    });
    assert.deepEqual([taken.statusCode, taken.json()], [fresh.statusCode, fresh.json()]);
    assert.deepEqual([taken.statusCode, taken.json()], [202, { message: NEUTRAL }]);
    const rows = await t.ctx.database.query<{ nome: string; cargo: string }>(
      "SELECT nome, cargo FROM users WHERE lower(email) = 'customer@pagora.demo'",
    );
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0]?.nome, 'Outro');
    await t.loginAs('customer@pagora.demo', 'pagora123');
    const withNew = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'customer@pagora.demo', password: 'outrasenha' },
    });
    assert.equal(withNew.statusCode, 401);
  });

  test('a password of only spaces or tabs is refused in pt-BR and nothing is written', async () => {
    const before = await count('users');
    for (const blank of ['      ', '\t\t\t\t\t\t', ' \t  \t ']) {
      const res = await signup({
        name: 'Maria',
        email: 'm3@ex.com',
        password: blank,
        confirmPassword: blank,
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual([res.json().message, res.json().field], [BLANK, 'password']);
    }
    assert.equal(await count('users'), before);
  });
});

describe('POST /api/signup is throttled per address', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ signupLimits: { perIp: 2, windowSeconds: 3600 } });
  });
  after(() => t.close());

  const signup = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'Maria', email, password: 'segredo1', confirmPassword: 'segredo1' },
      remoteAddress: ip,
    });

  test('past the limit an address gets 429 with Retry-After, another address does not', async () => {
    assert.equal((await signup('s1@ex.com', '10.5.0.1')).statusCode, 202);
    assert.equal((await signup('customer@pagora.demo', '10.5.0.1')).statusCode, 202);
    const limited = await signup('s3@ex.com', '10.5.0.1');
    assert.equal(limited.statusCode, 429);
    assert.equal(
      limited.json().message,
      'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.',
    );
    assert.ok(Number(limited.headers['retry-after']) > 3500);
    const [row] = await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE email = 's3@ex.com'",
    );
    assert.equal(row?.n, 0);
    assert.equal((await signup('s4@ex.com', '10.5.0.2')).statusCode, 202);
  });
});
