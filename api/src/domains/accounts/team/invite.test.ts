import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { addTeamMember } from '../testing';
import { createTeamTestApp, invitationSecretFor } from './test-support';

describe('team invitations: POST /api/equipe/convites and /api/equipe/:id/reenviar', () => {
  let t: TestApp;
  let owner: { authorization: string };
  before(async () => {
    t = await createTeamTestApp();
    owner = await t.loginAs(DEMO_LOGINS.seller);
  });
  after(() => t.close());

  const invite = (payload: object, headers = owner) =>
    t.app.inject({ method: 'POST', url: '/api/equipe/convites', headers, payload });
  const setPassword = (token: string, password = 'Senha-nova-1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password, confirmPassword: password },
    });
  const login = (email: string, password = 'Senha-nova-1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  test('a new person sets its password through the invitation and acts for the business in its role', async () => {
    const email = 'financeiro@loja.test';
    const res = await invite({ nome: 'Fernanda Finanças', email, role: 'finance', refundLimit: '500,00' });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().status, 'convidado');
    assert.equal(res.json().refundLimitCents, 50_000);
    assert.equal(res.json().refundLimit, 'R$\u00a0500,00');

    const token = await invitationSecretFor(t, email);
    assert.ok(token, 'the invitation carries the link to set the password');
    assert.equal((await setPassword(token)).statusCode, 200);
    // Setting the password through the invitation accepts it, before any login.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/equipe', headers: owner })).json();
    assert.equal(listed.members.find((m: { email: string }) => m.email === email).status, 'ativo');
    const signedIn = await login(email);
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const authorization = `Bearer ${signedIn.json().token}`;

    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } })).json();
    assert.equal(me.user.cargo, 'seller');
    assert.equal(me.user.email, DEMO_LOGINS.seller);
    assert.equal(me.user.team.role, 'finance');
    assert.deepEqual(me.user.team.actor, { id: me.user.team.actor.id, nome: 'Fernanda Finanças', email });

    const keys = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: { authorization },
      payload: { name: 'Chave' },
    });
    assert.equal(keys.statusCode, 403);
    assert.equal(keys.json().code, 'team_forbidden');
    const url = `/api/transactions/${me.user.id}`;
    const history = await t.app.inject({ method: 'GET', url, headers: { authorization } });
    assert.equal(history.statusCode, 200, history.body);

    const team = (await t.app.inject({ method: 'GET', url: '/api/equipe', headers: owner })).json();
    const row = team.members.find((m: { email: string }) => m.email === email);
    assert.equal(row.status, 'ativo');
    assert.ok(row.lastSeenAt, 'the member was seen');
    assert.equal(team.members[0].titular, true);
    assert.equal(team.members[0].role, 'owner');
  });

  test('an expired invitation is not accepted: its member-only login cannot sign in', async () => {
    const email = 'atrasado@loja.test';
    const res = await invite({ nome: 'Atrasado', email, role: 'support' });
    assert.equal(res.statusCode, 201, res.body);
    await t.ctx.database.query(
      `UPDATE team_members SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [res.json().id],
    );
    const token = await invitationSecretFor(t, email);
    assert.equal((await setPassword(token!)).statusCode, 200);
    const refused = await login(email);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'team_removed');
    const team = (await t.app.inject({ method: 'GET', url: '/api/equipe', headers: owner })).json();
    assert.equal(team.members.find((m: { email: string }) => m.email === email).status, 'expirado');
  });

  test('resending gives a pending invitation a new expiry and a new e-mail; an accepted one is refused', async () => {
    const email = 'reenvio@loja.test';
    const first = await invite({ nome: 'Reenvio', email, role: 'developer' });
    const { id } = first.json();
    await t.ctx.database.query(
      `UPDATE team_members SET expires_at = now() - interval '1 day' WHERE id = $1`,
      [id],
    );
    const firstToken = await invitationSecretFor(t, email);
    const again = await t.app.inject({ method: 'POST', url: `/api/equipe/${id}/reenviar`, headers: owner });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().status, 'convidado');
    assert.ok(Date.parse(again.json().expiresAt) > Date.now() + 6 * 86_400_000);
    const [sent] = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'team_invite' AND recipient = $1`,
      [email],
    );
    assert.equal(sent?.n, 2);
    const secondToken = await invitationSecretFor(t, email);
    assert.notEqual(secondToken, firstToken);
    assert.equal((await setPassword(firstToken!)).statusCode, 400, 'the first link was replaced');
    assert.equal((await setPassword(secondToken!)).statusCode, 200);
    assert.equal((await login(email)).statusCode, 200);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/equipe/${id}/reenviar`,
      headers: owner,
    });
    assert.equal(accepted.statusCode, 409);
  });

  test('an existing login is asked to sign in; a customer, the titular and a current member are refused', async () => {
    const known = await invite({ nome: 'Marketplace', email: DEMO_LOGINS.marketplace2, role: 'support' });
    assert.equal(known.statusCode, 201, known.body);
    assert.equal(await invitationSecretFor(t, DEMO_LOGINS.marketplace2), null, 'no link: it has a password');
    const [mail] = await t.ctx.database.query<{ data: { newLogin: boolean } }>(
      `SELECT data FROM mail_outbox WHERE kind = 'team_invite' AND recipient = $1`,
      [DEMO_LOGINS.marketplace2],
    );
    assert.equal(mail?.data.newLogin, false);

    const customer = await invite({ nome: 'Cliente', email: DEMO_LOGINS.customer, role: 'support' });
    assert.equal(customer.statusCode, 400);
    assert.equal(customer.json().message, 'Este email é de um cliente e não pode entrar na equipe.');
    assert.equal((await invite({ nome: 'Eu', email: DEMO_LOGINS.seller, role: 'admin' })).statusCode, 409);
    const pending = await invite({ nome: 'De novo', email: DEMO_LOGINS.marketplace2, role: 'admin' });
    assert.equal(pending.statusCode, 409);
    const member = await addTeamMember(t, DEMO_LOGINS.seller, 'support');
    const current = await invite({ nome: 'Membro', email: member.email, role: 'admin' });
    assert.equal(current.statusCode, 409);
    assert.equal(current.json().message, 'Esta pessoa já faz parte da equipe.');
  });

  test('a removed person is invited again on its row', async () => {
    const member = await addTeamMember(t, DEMO_LOGINS.seller, 'support');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/equipe/${member.membershipId}`,
      headers: owner,
    });
    assert.equal(gone.statusCode, 204);
    const back = await invite({ nome: 'De volta', email: member.email, role: 'developer' });
    assert.equal(back.statusCode, 201, back.body);
    assert.equal(back.json().id, member.membershipId);
    assert.equal(back.json().status, 'convidado');
  });

  test('bad input answers 400 in pt-BR, naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ email: 'a@loja.test', role: 'support' }, 'nome', 'Nome é obrigatório'],
      [{ nome: 'A', email: 'nao-e-email', role: 'support' }, 'email', 'Email inválido'],
      [{ nome: 'A', email: 'a@loja.test', role: 'chefe' }, 'role', 'Escolha um papel da lista.'],
      [
        { nome: 'A', email: 'a@loja.test', role: 'finance' },
        'refundLimit',
        'Informe o limite de estorno do Financeiro',
      ],
      [
        { nome: 'A', email: 'a@loja.test', role: 'finance', refundLimit: 'muito' },
        'refundLimit',
        'Limite de estorno inválido (ex: 500,00)',
      ],
      [
        { nome: 'A', email: 'a@loja.test', role: 'support', refundLimit: '10,00' },
        'refundLimit',
        'Só o papel Financeiro tem limite de estorno',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await invite(payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(res.json().message, message);
      assert.equal(res.json().field, field);
    }
  });

  test('only an owner grants the owner role', async () => {
    const admin = await addTeamMember(t, DEMO_LOGINS.seller, 'admin');
    const res = await invite({ nome: 'Sócia', email: 'socia@loja.test', role: 'owner' }, admin);
    assert.equal(res.statusCode, 403);
    assert.equal((await invite({ nome: 'Sócia', email: 'socia@loja.test', role: 'owner' })).statusCode, 201);
  });
});
