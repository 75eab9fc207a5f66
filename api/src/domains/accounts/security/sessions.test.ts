import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OpenSession } from '@pagora/shared/contracts';
import { DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { createTrustTestApp } from '../../activity/testing';
import { addTeamMember } from '../testing';
import { BROWSERS, loginFrom } from './test-support';

describe("'Segurança': the person's open sessions, and ending them", () => {
  let t: TestApp;
  before(async () => {
    t = await createTrustTestApp();
  });
  after(() => t.close());

  const list = async (auth: { authorization: string }) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/seguranca/sessoes', headers: auth });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: OpenSession[] }>().data;
  };
  const me = (auth: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: auth }).then((r) => r.statusCode);

  test('lists only the caller’s own open sessions: device, place, business, which is this one', async () => {
    const office = await loginFrom(t, DEMO_LOGINS.seller, { userAgent: BROWSERS.chromeWindows });
    const phone = await loginFrom(t, DEMO_LOGINS.seller, {
      userAgent: BROWSERS.safariIphone,
      ip: '200.147.3.1',
    });
    await loginFrom(t, DEMO_LOGINS.seller2, { userAgent: BROWSERS.firefoxLinux });
    const sessions = await list(office);
    const ids = sessions.map((s) => s.id);
    assert.ok(ids.includes(office.sessionId) && ids.includes(phone.sessionId));
    const mine = sessions.find((s) => s.id === office.sessionId)!;
    assert.equal(mine.current, true);
    assert.equal(mine.device, 'Chrome 131 em Windows');
    assert.equal(mine.place, 'Rede local');
    assert.equal(mine.business, t.demo.sellers[0]!.user.nome);
    const other = sessions.find((s) => s.id === phone.sessionId)!;
    assert.equal(other.current, false);
    assert.equal(other.device, 'Safari 17 em iOS');
    assert.equal(other.place, 'Localização desconhecida');
    assert.equal(other.ip, '200.147.3.1');
    const seller2 = await t.ctx.database.query<{ id: string }>(
      "SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'seller2@pagora.demo'",
    );
    assert.ok(seller2.length > 0);
    for (const s of seller2) assert.ok(!ids.includes(s.id), 'another login’s session is not listed');
  });

  test('ends one of its own sessions at once; another person’s is not found', async () => {
    const a = await loginFrom(t, DEMO_LOGINS.marketplace, { userAgent: BROWSERS.chromeWindows });
    const b = await loginFrom(t, DEMO_LOGINS.marketplace, { userAgent: BROWSERS.firefoxLinux });
    const stranger = await loginFrom(t, DEMO_LOGINS.marketplace2, { userAgent: BROWSERS.firefoxLinux });
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/seguranca/sessoes/${stranger.sessionId}`,
      headers: a,
    });
    assert.equal(foreign.statusCode, 404, foreign.body);
    assert.equal(foreign.json().message, 'Sessão não encontrada.');
    assert.equal(await me(stranger), 200);
    assert.equal(await me(b), 200);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/seguranca/sessoes/${b.sessionId}`,
      headers: a,
    });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal(await me(b), 401);
    assert.equal(await me(a), 200);
    assert.ok(!(await list(a)).some((s) => s.id === b.sessionId));
  });

  test("'Encerrar todas as outras sessões' keeps this one; todas: true ends this one too", async () => {
    const a = await loginFrom(t, DEMO_LOGINS.admin, { userAgent: BROWSERS.chromeWindows });
    const b = await loginFrom(t, DEMO_LOGINS.admin, { userAgent: BROWSERS.firefoxLinux });
    const c = await loginFrom(t, DEMO_LOGINS.admin, { userAgent: BROWSERS.safariIphone });
    const others = await t.app.inject({
      method: 'POST',
      url: '/api/seguranca/sessoes/encerrar',
      headers: a,
      payload: { todas: false },
    });
    assert.equal(others.statusCode, 200, others.body);
    assert.ok(others.json().encerradas >= 2);
    assert.deepEqual([await me(a), await me(b), await me(c)], [200, 401, 401]);
    assert.deepEqual(
      (await list(a)).map((s) => s.id),
      [a.sessionId],
    );
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/seguranca/sessoes/encerrar',
      headers: a,
      payload: { todas: true },
    });
    assert.equal(all.json().encerradas, 1);
    assert.equal(await me(a), 401);
  });

  test('a member sees its own sessions, acting for the business; the business’s own are not its', async () => {
    const member = await addTeamMember(t, DEMO_LOGINS.seller2, 'support');
    const sessions = await list(member);
    assert.equal(sessions.length, 1);
    assert.equal(sessions[0]!.business, t.demo.sellers[2]!.user.nome);
    assert.equal(sessions[0]!.current, true);
    const owner = await loginFrom(t, DEMO_LOGINS.seller2, { userAgent: BROWSERS.chromeWindows });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/seguranca/sessoes/${owner.sessionId}`,
      headers: member,
    });
    assert.equal(refused.statusCode, 404);
    assert.equal(await me(owner), 200);
  });

  test('a customer has no such page; a bad body is a 400 in pt-BR', async () => {
    const customer = await t.loginAs(DEMO_LOGINS.customer);
    const res = await t.app.inject({ method: 'GET', url: '/api/seguranca/sessoes', headers: customer });
    assert.equal(res.statusCode, 403);
    const seller = await t.loginAs(DEMO_LOGINS.seller);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/seguranca/sessoes/encerrar',
      headers: seller,
      payload: {},
    });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.body, /Informe se a sessão atual também deve ser encerrada/);
  });
});
