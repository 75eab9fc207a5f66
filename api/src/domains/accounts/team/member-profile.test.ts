import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { addTeamMember } from '../testing';
import { createTeamTestApp } from './test-support';

describe('PUT /api/update-profile/:userId for a team member', () => {
  let t: TestApp;
  before(async () => {
    t = await createTeamTestApp();
  });
  after(() => t.close());

  const update = (userId: string, headers: Record<string, string>, nome: string, email: string) =>
    t.app.inject({ method: 'PUT', url: `/api/update-profile/${userId}`, headers, payload: { nome, email } });
  const nameOf = async (email: string) =>
    (await t.ctx.database.query<{ nome: string }>('SELECT nome FROM users WHERE email = $1', [email]))[0]
      ?.nome;

  test("a member edits its own login, never the business's", async () => {
    const member = await addTeamMember(t, DEMO_LOGINS.seller, 'support');
    const accountName = await nameOf(DEMO_LOGINS.seller);
    const accountId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: member })).json().user.id;

    const onAccount = await update(accountId, member, 'Tomada', DEMO_LOGINS.seller);
    assert.equal(onAccount.statusCode, 404);
    assert.equal(await nameOf(DEMO_LOGINS.seller), accountName);

    const own = await update(member.userId, member, 'Nome Novo', member.email);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(await nameOf(member.email), 'Nome Novo');
    assert.equal(await nameOf(DEMO_LOGINS.seller), accountName);
    assert.equal(own.json().user.nome, accountName, 'it still acts for the business');
    assert.equal(own.json().user.team.actor.nome, 'Nome Novo');
  });

  test('the account acting as itself edits its own login as before', async () => {
    const owner = await t.loginAs(DEMO_LOGINS.seller2);
    const id = (await t.app.inject({ method: 'GET', url: '/api/me', headers: owner })).json().user.id;
    const res = await update(id, owner, 'Loja Renomeada', DEMO_LOGINS.seller2);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await nameOf(DEMO_LOGINS.seller2), 'Loja Renomeada');
  });
});
