import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { newSeller, sellerTestKit, type Auth } from './testing';

// Spec 000's POST /register-seller goes through the same onboarding as
// POST /register-seller-to-marketplace; and a 'Cadastrar na Zoop' whose local insert fails is
// undone at the provider.

describe('POST /register-seller: the provider onboarding', () => {
  let t: TestApp;
  let admin: Auth, mp: Auth, seller: Auth, customer: Auth;
  let m1: string, m2: string, takenIdSeller: string;
  const { call, count, providerSeller, providerHasSeller } = sellerTestKit(() => t);
  const usersWith = (email: string) =>
    count('SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)', [email]);
  const sellersWith = (email: string) =>
    count('SELECT count(*)::int AS n FROM sellers WHERE lower(email) = lower($1)', [email]);

  before(async () => {
    t = await createTestApp({}, { listen: true });
    admin = await t.loginAs('admin@pagora.demo');
    mp = await t.loginAs('marketplace@pagora.demo');
    seller = await t.loginAs('seller@pagora.demo');
    customer = await t.loginAs('customer@pagora.demo');
    m1 = t.demo.marketplaces[0]!.marketplace.id;
    m2 = t.demo.marketplaces[1]!.marketplace.id;
    takenIdSeller = t.demo.sellers[0]!.seller.idSeller;
  });
  after(() => t.close());

  it('an id the provider never issued: 422 ID Zoop inválido, nothing written', async () => {
    const res = await call(
      'POST',
      '/api/register-seller',
      mp,
      newSeller({ id_seller: 'f'.repeat(32), email: 'n1@pagora.demo' }),
    );
    assert.equal(res.statusCode, 422, JSON.stringify(res.json()));
    assert.deepEqual([res.json().message, res.json().error], ['ID Zoop inválido', 'ID Zoop inválido']);
    assert.equal(await usersWith('n1@pagora.demo'), 0);
  });

  it("another seller's id: 409 Este ID já está em uso (not the e-mail message)", async () => {
    const res = await call(
      'POST',
      '/api/register-seller',
      mp,
      newSeller({ id_seller: takenIdSeller, email: 'n2@pagora.demo' }),
    );
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, 'Este ID já está em uso');
    assert.equal(await usersWith('n2@pagora.demo'), 0);
  });

  it("'Cadastrar na Zoop' stores the id the provider issued; a marketplace adds to its own", async () => {
    const res = await call(
      'POST',
      '/api/register-seller',
      mp,
      newSeller({ email: 'n3@pagora.demo', cadastrar_na_zoop: true, marketplaceId: m2 }),
    );
    assert.equal(res.statusCode, 201, JSON.stringify(res.json()));
    const body = res.json<{
      message: string;
      dados: { id: string; id_seller: string; marketplaceId: string; cliente: { id: string } };
      data: { id: string; userId: string; marketplaceId: string; email: string };
    }>();
    assert.equal(body.message, 'Vendedor adicionado com sucesso!');
    assert.match(body.dados.id_seller, /^[0-9a-f]{32}$/);
    assert.equal((await t.ctx.gateway.provider.getSeller(body.dados.id_seller)).type, 'individual');
    assert.equal(body.dados.marketplaceId, m1);
    assert.deepEqual(body.data, {
      id: body.dados.id,
      userId: body.dados.cliente.id,
      marketplaceId: m1,
      nome: 'Elisa Ramos Moda',
      email: 'n3@pagora.demo',
    });
    await t.loginAs('n3@pagora.demo', '123');
  });

  it('a typed id the provider issued is stored; an admin must name the marketplace', async () => {
    const idSeller = await providerSeller();
    const missing = await call(
      'POST',
      '/api/register-seller',
      admin,
      newSeller({ id_seller: idSeller, email: 'n4@pagora.demo' }),
    );
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(
      [missing.json().message, missing.json().field],
      ['Marketplace é obrigatório', 'marketplaceId'],
    );
    const ok = await call(
      'POST',
      '/api/register-seller',
      admin,
      newSeller({ id_seller: idSeller, email: 'n4@pagora.demo', marketplaceId: m2 }),
    );
    assert.equal(ok.statusCode, 201, JSON.stringify(ok.json()));
    const dados = ok.json<{ dados: { id_seller: string; marketplaceId: string } }>().dados;
    assert.deepEqual([dados.id_seller, dados.marketplaceId], [idSeller, m2]);
  });

  it('a taken e-mail is 409 and writes nothing; only admins and marketplaces may call it', async () => {
    const before = await count('SELECT count(*)::int AS n FROM sellers');
    const taken = await call(
      'POST',
      '/api/register-seller',
      mp,
      newSeller({ email: 'SELLER@pagora.demo', cadastrar_na_zoop: true }),
    );
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().message, 'Este email já está cadastrado.');
    assert.equal(await count('SELECT count(*)::int AS n FROM sellers'), before);
    const body = newSeller({ email: 'n5@pagora.demo', cadastrar_na_zoop: true });
    for (const who of [seller, customer])
      assert.equal((await call('POST', '/api/register-seller', who, body)).statusCode, 403);
    assert.equal((await call('POST', '/api/register-seller', undefined, body)).statusCode, 401);
  });

  it("a local failure after 'Cadastrar na Zoop' removes the seller the provider just created", async () => {
    // The e-mail is free when checked, and taken when the row goes in (another request won the
    // race): the database refuses the insert as its unique index would.
    await t.ctx.database.query(`
      CREATE FUNCTION test_email_race() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF lower(NEW.email) LIKE 'race%@pagora.demo' THEN
          RAISE EXCEPTION 'duplicate key value violates unique constraint "users_email_key"'
            USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_email_key';
        END IF;
        RETURN NEW;
      END $$`);
    await t.ctx.database.query(
      'CREATE TRIGGER test_email_race BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION test_email_race()',
    );
    try {
      const cases = [
        ['/api/register-seller', 'race1@pagora.demo', '39053344705'],
        ['/api/register-seller-to-marketplace', 'race2@pagora.demo', '11444777000161'],
      ] as const;
      for (const [url, email, document] of cases) {
        const res = await call(
          'POST',
          url,
          mp,
          newSeller({ email, cpf_cnpj: document, cadastrar_na_zoop: true }),
        );
        assert.equal(res.statusCode, 409, `${url}: ${JSON.stringify(res.json())}`);
        assert.equal(res.json().message, 'Este email já está cadastrado.');
        assert.deepEqual([await usersWith(email), await sellersWith(email)], [0, 0]);
        assert.equal(await providerHasSeller(document), false, `${url}: the provider still has the seller`);
      }
    } finally {
      await t.ctx.database.query('DROP TRIGGER test_email_race ON users');
      await t.ctx.database.query('DROP FUNCTION test_email_race()');
    }
    // The same onboarding without the race: the provider keeps the seller it stores.
    const ok = await call(
      'POST',
      '/api/register-seller',
      mp,
      newSeller({ email: 'race3@pagora.demo', cpf_cnpj: '39053344705', cadastrar_na_zoop: true }),
    );
    assert.equal(ok.statusCode, 201);
    assert.equal(await providerHasSeller('39053344705'), true);
  });
});
