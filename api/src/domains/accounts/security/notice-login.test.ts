import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { activityRowsOf, createTrustTestApp } from '../../activity/testing';
import { addTeamMember } from '../testing';
import { loadPrincipal } from '../auth/sessions';
import { noticeLogin } from './notice-login';
import { BROWSERS, loginFrom } from './test-support';

describe('a login: its row in Atividade, and an e-mail when it comes from a new device', () => {
  let t: TestApp;
  before(async () => {
    t = await createTrustTestApp();
  });
  after(() => t.close());

  const newDeviceMails = (to: string) =>
    t.ctx.database.query<{ data: { device: string; place: string; ip: string; nome: string } }>(
      "SELECT data FROM mail_outbox WHERE kind = 'new_device_login' AND recipient = lower($1) ORDER BY created_at",
      [to],
    );

  test('the first login ever mails nothing; the same browser and system again neither; another does', async () => {
    const bruno = 'bruno@pagora.demo';
    await loginFrom(t, bruno, { userAgent: BROWSERS.chromeWindows });
    assert.equal((await newDeviceMails(bruno)).length, 0, 'first login ever');
    await loginFrom(t, bruno, { userAgent: BROWSERS.chromeWindowsNewer });
    assert.equal((await newDeviceMails(bruno)).length, 0, 'Chrome on Windows again (a newer version)');
    await loginFrom(t, bruno, { userAgent: BROWSERS.firefoxLinux, ip: '200.147.3.1' });
    const mails = await newDeviceMails(bruno);
    assert.equal(mails.length, 1);
    assert.deepEqual(mails[0]!.data.device, 'Firefox 133 em Linux');
    assert.equal(mails[0]!.data.ip, '200.147.3.1');
    assert.equal(mails[0]!.data.place, 'Localização desconhecida');
    assert.equal(mails[0]!.data.nome, 'Bruno Lima Eletrônicos');
  });

  test('each login is one row in the business’s Atividade, however many times it is noticed', async () => {
    const login = await loginFrom(t, DEMO_LOGINS.seller2, { userAgent: BROWSERS.safariIphone });
    const principal = await loadPrincipal(t.ctx.db, login.sessionId);
    assert.ok(principal);
    const meta = { ip: '127.0.0.1', userAgent: BROWSERS.safariIphone, sessionId: login.sessionId };
    await noticeLogin(t.ctx, principal, meta);
    const rows = (await activityRowsOf(t, DEMO_LOGINS.seller2)).filter(
      (r) => r.object_id === login.sessionId,
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.kind, 'login');
    assert.equal(rows[0]!.action, 'Entrou (Safari 17 em iOS)');
    assert.equal(rows[0]!.team_role, 'owner');
  });

  test('a member’s login mails the member, and its row names the member in the business', async () => {
    // The fixture's own login came from another client (an HTTP library): this browser is new.
    const member = await addTeamMember(t, DEMO_LOGINS.seller, 'finance', { refundLimitCents: 1000 });
    const login = await loginFrom(t, member.email, {
      userAgent: BROWSERS.chromeWindows,
      password: 'Membro#2026',
    });
    assert.equal((await newDeviceMails(member.email)).length, 1);
    assert.equal((await newDeviceMails(DEMO_LOGINS.seller)).length, 0);
    const [row] = (await activityRowsOf(t, DEMO_LOGINS.seller)).filter(
      (r) => r.object_id === login.sessionId,
    );
    assert.equal(row?.actor_user_id, member.userId);
    assert.equal(row?.actor_email, member.email);
    assert.equal(row?.team_role, 'finance');
  });
});
