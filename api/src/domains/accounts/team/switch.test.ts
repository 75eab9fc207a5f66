import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { addTeamMember } from '../testing';
import { createTeamTestApp } from './test-support';

type Business = { membershipId: string | null; businessName: string; role: string; current: boolean };

describe('switching business: GET /api/equipe/negocios and POST /api/equipe/trocar', () => {
  let t: TestApp;
  before(async () => {
    t = await createTeamTestApp();
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const switchTo = (membershipId: string | null, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/equipe/trocar', headers, payload: { membershipId } });
  const bearer = (res: { json(): { token: string } }) => ({ authorization: `Bearer ${res.json().token}` });

  test('a login of its own that joined a seller team switches between both without logging out', async () => {
    const seller = await t.loginAs(DEMO_LOGINS.seller);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/equipe/convites',
      headers: seller,
      payload: { nome: 'Marketplace Dois', email: DEMO_LOGINS.marketplace2, role: 'support' },
    });
    assert.equal(invited.statusCode, 201, invited.body);
    // Its next login accepts the invitation.
    const own = await t.loginAs(DEMO_LOGINS.marketplace2);
    const list = (await get('/api/equipe/negocios', own)).json().data as Business[];
    assert.equal(list.length, 2);
    assert.deepEqual(
      list.map((b) => [b.membershipId === null, b.role, b.current]),
      [
        [true, 'owner', true],
        [false, 'support', false],
      ],
    );
    const sellerName = (await get('/api/me', seller)).json().user.nome;
    assert.equal(list[1]!.businessName, sellerName);

    const switched = await switchTo(list[1]!.membershipId, own);
    assert.equal(switched.statusCode, 200, switched.body);
    assert.equal(switched.json().user.cargo, 'seller');
    assert.equal(switched.json().user.team.role, 'support');
    assert.equal((await get('/api/me', own)).statusCode, 401, 'the old session ended');
    const asMember = bearer(switched);
    const me = (await get('/api/me', asMember)).json().user;
    assert.equal(me.email, DEMO_LOGINS.seller);
    assert.equal(me.team.actor.email, DEMO_LOGINS.marketplace2);
    const now = (await get('/api/equipe/negocios', asMember)).json().data as Business[];
    assert.equal(now.find((b) => b.current)?.membershipId, list[1]!.membershipId);

    const back = await switchTo(null, asMember);
    assert.equal(back.statusCode, 200, back.body);
    assert.equal((await get('/api/me', bearer(back))).json().user.cargo, 'marketplace');
  });

  test("only the caller's own accepted memberships; a member-only login has no business of its own", async () => {
    const member = await addTeamMember(t, DEMO_LOGINS.seller2, 'finance', { refundLimitCents: 0 });
    const stranger = await addTeamMember(t, DEMO_LOGINS.seller, 'support');
    assert.equal((await switchTo(stranger.membershipId, member)).statusCode, 404);
    const self = await switchTo(null, member);
    assert.equal(self.statusCode, 400);
    assert.equal(self.json().message, 'Este login não tem um negócio próprio: escolha uma equipe.');
    const list = (await get('/api/equipe/negocios', member)).json().data as Business[];
    assert.deepEqual(
      list.map((b) => [b.membershipId, b.current]),
      [[member.membershipId, true]],
    );
  });
});
