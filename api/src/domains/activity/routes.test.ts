import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ActivityPage } from '@pagora/shared/contracts';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { addTeamMember } from '../accounts/testing';
import { createTrustTestApp } from './testing';

describe("'Atividade': the business's log, read-only, filtered, exported", () => {
  let t: TestApp;
  let owner: { authorization: string };
  let developer: Awaited<ReturnType<typeof addTeamMember>>;
  before(async () => {
    t = await createTrustTestApp();
    owner = await t.loginAs(DEMO_LOGINS.seller);
    developer = await addTeamMember(t, DEMO_LOGINS.seller, 'developer');
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: developer,
      payload: { name: 'ERP; =1+1', scopes: ['links:read'] },
    });
    assert.equal(key.statusCode, 201, key.body);
    const other = await t.loginAs(DEMO_LOGINS.seller2);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: other,
      payload: { name: 'Outra loja', scopes: ['links:read'] },
    });
    assert.equal(foreign.statusCode, 201, foreign.body);
    await t.ctx.tasks.drain();
  });
  after(() => t.close());

  const KEYS = '?kind=keys_webhooks';
  const list = async (auth: { authorization: string }, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/atividade${query}`, headers: auth });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<ActivityPage>();
  };

  test('the owner reads its business’s rows, newest first, with who did it; never another’s', async () => {
    // Logins are rows too (accounts' noticeLogin): these assertions look at the changes only.
    const page = await list(owner, KEYS);
    assert.equal(page.total, 1);
    const [row] = page.data;
    assert.equal(row!.action, 'Criou uma chave de API');
    assert.equal(row!.kind, 'keys_webhooks');
    assert.equal(row!.teamRole, 'developer');
    assert.equal(row!.actor.email, developer.email);
    assert.ok(page.actors.some((a) => a.id === developer.userId && a.email === developer.email));
    const other = await list(await t.loginAs(DEMO_LOGINS.seller2), KEYS);
    assert.equal(other.data.length, 1);
    assert.ok(other.data.every((r) => r.actor.email === DEMO_LOGINS.seller2));
    const admin = await list(await t.loginAs(DEMO_LOGINS.admin), KEYS);
    assert.equal(admin.total, 0, 'the platform’s own log holds none of its sellers’ rows');
  });

  test('filters: kind, member, period (Brasília days)', async () => {
    assert.equal((await list(owner, '?kind=refund')).total, 0);
    assert.equal((await list(owner, KEYS)).total, 1);
    assert.equal((await list(owner, `${KEYS}&actorId=${developer.userId}`)).total, 1);
    assert.equal((await list(owner, `${KEYS}&actorId=${t.demo.sellers[0]!.user.id}`)).total, 0);
    assert.equal((await list(owner, '?from=2020-01-01&to=2020-01-31')).total, 0);
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    assert.equal((await list(owner, `${KEYS}&from=${today}&to=${today}`)).total, 1);
    const bad = await t.app.inject({ method: 'GET', url: '/api/atividade?kind=nada', headers: owner });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.body, /Tipo inválido/);
  });

  test('a support or developer member may not read it (403 team_forbidden); a customer neither', async () => {
    const support = await addTeamMember(t, DEMO_LOGINS.seller, 'support');
    for (const who of [support, developer]) {
      for (const url of ['/api/atividade', '/api/atividade/export.csv']) {
        const res = await t.app.inject({ method: 'GET', url, headers: who });
        assert.equal(res.statusCode, 403, url);
        assert.equal(res.json().code, 'team_forbidden');
      }
    }
    const customer = await t.loginAs(DEMO_LOGINS.customer);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/atividade', headers: customer })).statusCode,
      403,
    );
    const admin = await addTeamMember(t, DEMO_LOGINS.seller, 'admin');
    assert.equal((await list(admin, KEYS)).data[0]?.actor.id, developer.userId);
  });

  test('the CSV: pt-BR headers, ; between fields, the same filters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/atividade/export.csv${KEYS}`,
      headers: owner,
    });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^text\/csv/);
    assert.match(
      res.headers['content-disposition'] as string,
      /attachment; filename="atividade-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines[0], 'Quando;Quem;Email;Papel;Tipo;O que;Rota;Objeto;Endereço;Navegador');
    assert.equal(lines.length, 2);
    assert.match(
      lines[1]!,
      /;Desenvolvedor;Chaves e webhooks;Criou uma chave de API;POST \/api\/developer\/keys;/,
    );
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/atividade/export.csv?kind=refund',
      headers: owner,
    });
    assert.equal(
      none.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n').length,
      1,
    );
  });

  test('no route changes the log: there is none but the two reads', () => {
    const routes = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/atividade'));
    assert.deepEqual(routes.map((r) => `${r.method} ${r.url}`).sort(), [
      'GET /api/atividade',
      'GET /api/atividade/export.csv',
    ]);
  });
});
