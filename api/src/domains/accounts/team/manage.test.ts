import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TEAM_MESSAGES } from '@pagora/shared';
import { DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { addTeamMember } from '../testing';
import { createTeamTestApp } from './test-support';

describe('managing a team: PUT/DELETE /api/equipe/:id and PUT /api/equipe/duas-etapas', () => {
  let t: TestApp;
  let owner: { authorization: string };
  before(async () => {
    t = await createTeamTestApp();
    owner = await t.loginAs(DEMO_LOGINS.marketplace);
  });
  after(() => t.close());

  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject(payload ? { method, url, headers, payload } : { method, url, headers });
  const keys = (headers: Headers) => call('GET', '/api/developer/keys', headers);
  const me = async (headers: Headers) => (await call('GET', '/api/me', headers)).json().user;

  test('a role change is in force at once, even for a session already cached', async () => {
    const dev = await addTeamMember(t, DEMO_LOGINS.marketplace, 'developer');
    assert.equal((await keys(dev)).statusCode, 200);
    assert.equal((await keys(dev)).statusCode, 200);
    const res = await call('PUT', `/api/equipe/${dev.membershipId}`, owner, {
      role: 'finance',
      refundLimit: '250',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().role, 'finance');
    assert.equal(res.json().refundLimitCents, 25_000);
    const refused = await keys(dev);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'team_forbidden');
    assert.equal((await me(dev)).team.role, 'finance');
    const back = await call('PUT', `/api/equipe/${dev.membershipId}`, owner, { role: 'developer' });
    assert.equal(back.json().refundLimitCents, null, 'only finance keeps a refund limit');
  });

  test('removing a member ends its sessions at once; the titular is never removed nor demoted', async () => {
    const member = await addTeamMember(t, DEMO_LOGINS.marketplace, 'support');
    assert.equal((await call('GET', '/api/me', member)).statusCode, 200);
    assert.equal((await call('DELETE', `/api/equipe/${member.membershipId}`, owner)).statusCode, 204);
    assert.equal((await call('GET', '/api/me', member)).statusCode, 401);
    const team = (await call('GET', '/api/equipe', owner)).json();
    assert.ok(!team.members.some((m: { id: string }) => m.id === member.membershipId));
    assert.equal((await call('DELETE', `/api/equipe/${member.membershipId}`, owner)).statusCode, 404);

    const titular = team.members[0];
    assert.equal(titular.titular, true);
    for (const res of [
      await call('DELETE', `/api/equipe/${titular.id}`, owner),
      await call('PUT', `/api/equipe/${titular.id}`, owner, { role: 'admin' }),
    ]) {
      assert.equal(res.statusCode, 422);
      assert.equal(res.json().message, TEAM_MESSAGES.lastOwner);
    }
  });

  test('an administrator cannot take, give or remove the owner role; an owner can', async () => {
    const admin = await addTeamMember(t, DEMO_LOGINS.marketplace, 'admin');
    const partner = await addTeamMember(t, DEMO_LOGINS.marketplace, 'owner');
    const other = await addTeamMember(t, DEMO_LOGINS.marketplace, 'support');
    assert.equal(
      (await call('PUT', `/api/equipe/${other.membershipId}`, admin, { role: 'owner' })).statusCode,
      403,
    );
    assert.equal(
      (await call('PUT', `/api/equipe/${partner.membershipId}`, admin, { role: 'support' })).statusCode,
      403,
    );
    assert.equal((await call('DELETE', `/api/equipe/${partner.membershipId}`, admin)).statusCode, 403);
    assert.equal(
      (await call('PUT', `/api/equipe/${other.membershipId}`, admin, { role: 'developer' })).statusCode,
      200,
    );
    assert.equal(
      (await call('PUT', `/api/equipe/${partner.membershipId}`, owner, { role: 'admin' })).statusCode,
      200,
    );
  });

  test("a member of one marketplace cannot touch another marketplace's team (404)", async () => {
    const admin = await addTeamMember(t, DEMO_LOGINS.marketplace, 'admin');
    const foreign = await addTeamMember(t, DEMO_LOGINS.marketplace2, 'support');
    const id = foreign.membershipId;
    for (const res of [
      await call('PUT', `/api/equipe/${id}`, admin, { role: 'admin' }),
      await call('DELETE', `/api/equipe/${id}`, admin),
      await call('POST', `/api/equipe/${id}/reenviar`, admin),
    ])
      assert.equal(res.statusCode, 404);
    const team = (await call('GET', '/api/equipe', admin)).json();
    assert.ok(!team.members.some((m: { email: string }) => m.email === foreign.email));
    assert.equal(team.members[0].email, DEMO_LOGINS.marketplace);
    assert.equal((await me(foreign)).team.role, 'support', 'the foreign member is untouched');
  });

  test('a support member is refused every team route (403 team_forbidden)', async () => {
    const support = await addTeamMember(t, DEMO_LOGINS.marketplace, 'support');
    const other = await addTeamMember(t, DEMO_LOGINS.marketplace, 'developer');
    for (const res of [
      await call('GET', '/api/equipe', support),
      await call('POST', '/api/equipe/convites', support, {
        nome: 'X',
        email: 'x@loja.test',
        role: 'support',
      }),
      await call('POST', `/api/equipe/${other.membershipId}/reenviar`, support),
      await call('PUT', `/api/equipe/${other.membershipId}`, support, { role: 'support' }),
      await call('DELETE', `/api/equipe/${other.membershipId}`, support),
      await call('PUT', '/api/equipe/duas-etapas', support, { required: true }),
    ]) {
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().code, 'team_forbidden');
    }
  });

  test('when the owner requires two-step sign-in, a member without it is sent to set it up', async () => {
    const finance = await addTeamMember(t, DEMO_LOGINS.marketplace, 'finance', { refundLimitCents: 1000 });
    const admin = await addTeamMember(t, DEMO_LOGINS.marketplace, 'admin');
    const accountId = (await me(finance)).id;
    const history = () => call('GET', `/api/transactions/${accountId}`, finance);
    assert.equal((await history()).statusCode, 200);
    const byAdmin = await call('PUT', '/api/equipe/duas-etapas', admin, { required: true });
    assert.equal(byAdmin.statusCode, 403, 'only an owner decides it');
    const on = await call('PUT', '/api/equipe/duas-etapas', owner, { required: true });
    assert.equal(on.statusCode, 200, on.body);
    assert.equal((await call('GET', '/api/equipe', owner)).json().twoFactorRequired, true);
    const refused = await history();
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'two_factor_setup_required');
    assert.equal((await call('GET', '/api/equipe/negocios', finance)).statusCode, 200);
    assert.equal((await me(finance)).team.twoFactorSetupRequired, true);
    await call('PUT', '/api/equipe/duas-etapas', owner, { required: false });
    assert.equal((await history()).statusCode, 200);
  });
});
