import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';

describe('PUT /api/update-profile/:userId', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const put = (userId: string, payload: unknown, headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/update-profile/${userId}`,
      payload: payload as object,
      headers,
    });
  const me = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers })).json().user;

  test('a user renames themself and sees it at once', async () => {
    const auth = await t.loginAs('customer@pagora.demo');
    const { id } = await me(auth);
    const res = await put(id, { nome: 'Diego Novo', email: 'customer@pagora.demo' }, auth);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Perfil atualizado com sucesso!');
    assert.equal((await me(auth)).nome, 'Diego Novo');
  });

  test("someone else's profile answers 404 and is untouched", async () => {
    const seller = await t.loginAs('seller@pagora.demo');
    const other = await me(await t.loginAs('seller2@pagora.demo'));
    const res = await put(other.id, { nome: 'Invasor', email: 'seller2@pagora.demo' }, seller);
    assert.equal(res.statusCode, 404);
    assert.equal((await me(await t.loginAs('seller2@pagora.demo'))).nome, other.nome);
  });

  test('a wrong current password is refused and the password stays', async () => {
    const auth = await t.loginAs('marketplace2@pagora.demo');
    const { id } = await me(auth);
    const res = await put(
      id,
      {
        nome: 'Feira Nordeste',
        email: 'marketplace2@pagora.demo',
        senhaAtual: 'errada',
        novaSenha: 'novasenha1',
      },
      auth,
    );
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      message: 'Senha atual incorreta.',
      code: 'wrong_password',
      field: 'senhaAtual',
    });
    await t.loginAs('marketplace2@pagora.demo', 'pagora123');
  });

  test('a password change needs the current one, works, and signs out other sessions', async () => {
    const auth = await t.loginAs('seller2@pagora.demo');
    const other = await t.loginAs('seller2@pagora.demo');
    const { id } = await me(auth);
    const missing = await put(
      id,
      { nome: 'Carla', email: 'seller2@pagora.demo', novaSenha: 'novasenha1' },
      auth,
    );
    assert.equal(missing.json().message, 'Senha atual é obrigatória para alterar a senha');
    const res = await put(
      id,
      { nome: 'Carla', email: 'seller2@pagora.demo', senhaAtual: 'pagora123', novaSenha: 'novasenha1' },
      auth,
    );
    assert.equal(res.statusCode, 200);
    await t.loginAs('seller2@pagora.demo', 'novasenha1');
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/me', headers: other })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/me', headers: auth })).statusCode, 200);
  });

  test('a new e-mail needs the current password, like a new password', async () => {
    const auth = await t.loginAs('customer@pagora.demo');
    const { id, email, nome } = await me(auth);
    const change = (extra: Record<string, unknown>) =>
      put(id, { nome, email: 'novo.email@ex.com', ...extra }, auth);

    const missing = await change({});
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), {
      message: 'Senha atual é obrigatória para alterar o email',
      code: 'bad_request',
      field: 'senhaAtual',
    });
    const wrong = await change({ senhaAtual: 'errada' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().code, 'wrong_password');
    assert.equal((await me(auth)).email, email);

    const taken = await change({ senhaAtual: 'pagora123', email: 'seller@pagora.demo' });
    assert.equal(taken.statusCode, 409);

    const ok = await change({ senhaAtual: 'pagora123' });
    assert.equal(ok.statusCode, 200);
    assert.equal((await me(auth)).email, 'novo.email@ex.com');
    await t.loginAs('novo.email@ex.com', 'pagora123');
  });

  test('a current password with neither a new password nor a new e-mail asks for the new password', async () => {
    const auth = await t.loginAs('marketplace@pagora.demo');
    const { id, email, nome } = await me(auth);
    const res = await put(id, { nome, email, senhaAtual: 'pagora123' }, auth);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(
      [res.json().message, res.json().field],
      ['Nova senha é obrigatória quando senha atual é preenchida', 'novaSenha'],
    );
  });

  test('a new password of only spaces or tabs is refused and the password stays', async () => {
    const auth = await t.loginAs('seller@pagora.demo');
    const { id, email, nome } = await me(auth);
    for (const blank of ['      ', '\t\t\t\t\t\t']) {
      const res = await put(
        id,
        { nome, email, senhaAtual: 'pagora123', novaSenha: blank, confirmarSenha: blank },
        auth,
      );
      assert.equal(res.statusCode, 400);
      assert.deepEqual(
        [res.json().message, res.json().field],
        ['A senha não pode conter apenas espaços', 'novaSenha'],
      );
    }
    await t.loginAs('seller@pagora.demo', 'pagora123');
  });

  test('the spec rules answer 400 with their messages', async () => {
    const auth = await t.loginAs('seller@pagora.demo');
    const { id } = await me(auth);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ nome: '', email: 'seller@pagora.demo' }, 'Nome é obrigatório'],
      [{ nome: 'A', email: 'seller@pagora.demo' }, 'Nome deve ter pelo menos 2 caracteres'],
      [{ nome: 'A'.repeat(51), email: 'seller@pagora.demo' }, 'Nome deve ter no máximo 50 caracteres'],
      [{ nome: 'Ana', email: '' }, 'Email é obrigatório'],
      [{ nome: 'Ana', email: 'x' }, 'Email inválido'],
      [
        { nome: 'Ana', email: 'seller@pagora.demo', senhaAtual: 'pagora123', novaSenha: '123' },
        'Nova senha deve ter pelo menos 6 caracteres',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await put(id, payload, auth);
      assert.equal(res.statusCode, 400, message);
      assert.equal(res.json().message, message);
    }
  });
});
