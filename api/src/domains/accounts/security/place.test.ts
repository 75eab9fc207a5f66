import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OpenSession } from '@pagora/shared/contracts';
import type { Config } from '../../../config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD } from '../../demo';
import { codeFor, enableTotp } from '../two-factor/test-support';
import { placeFromHeaders } from './place-headers';
import { BROWSERS } from './test-support';

/** What Cloudflare's "visitor location headers" say of a client in São Paulo. */
const CLOUDFLARE_SP = { 'cf-ipcity': 'S%C3%A3o%20Paulo', 'cf-region': 'SP', 'cf-ipcountry': 'BR' };
const SAO_PAULO = 'São Paulo, SP, Brasil';

type Auth = { authorization: string };
type From = { userAgent: string; peer: string; headers?: Record<string, string> };

/** An API instance with TRUST_PROXY as given, and logins that come from a given peer. */
function apiWith(trustProxy: Config['trustProxy']) {
  const self = {
    t: undefined as unknown as TestApp,
    async login(email: string, from: From): Promise<Auth> {
      const res = await self.t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'user-agent': from.userAgent, ...from.headers },
        remoteAddress: from.peer,
        payload: { email, password: DEMO_PASSWORD },
      });
      assert.equal(res.statusCode, 200, res.body);
      return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
    },
    /** The place 'Segurança' shows for the session `auth` is. */
    async placeOf(auth: Auth): Promise<string> {
      const res = await self.t.app.inject({ method: 'GET', url: '/api/seguranca/sessoes', headers: auth });
      assert.equal(res.statusCode, 200, res.body);
      const mine = res.json<{ data: OpenSession[] }>().data.find((s) => s.current);
      assert.ok(mine);
      return mine.place;
    },
    async newDevicePlaces(to: string): Promise<string[]> {
      const rows = await self.t.ctx.database.query<{ data: { place: string } }>(
        "SELECT data FROM mail_outbox WHERE kind = 'new_device_login' AND recipient = lower($1) ORDER BY created_at",
        [to],
      );
      return rows.map((r) => r.data.place);
    },
  };
  before(async () => {
    self.t = await createTestApp({ trustProxy });
  });
  after(() => self.t.close());
  return self;
}

describe('the place of a session, as a trusted proxy tells it (TRUST_PROXY=true)', () => {
  const api = apiWith(true);

  test("Cloudflare's headers: 'São Paulo, SP, Brasil' in 'Segurança' and in the new-device e-mail", async () => {
    const home = await api.login(DEMO_LOGINS.seller2, {
      userAgent: BROWSERS.chromeWindows,
      peer: '127.0.0.1',
    });
    assert.equal(await api.placeOf(home), 'Rede local', 'a request that tells no place');
    const away = await api.login(DEMO_LOGINS.seller2, {
      userAgent: BROWSERS.firefoxLinux,
      peer: '10.0.0.5',
      headers: { ...CLOUDFLARE_SP, 'x-forwarded-for': '200.147.3.1' },
    });
    assert.equal(await api.placeOf(away), SAO_PAULO);
    assert.deepEqual(await api.newDevicePlaces(DEMO_LOGINS.seller2), [SAO_PAULO]);
  });

  test('markup in a header is cleaned away before it is stored', async () => {
    const auth = await api.login(DEMO_LOGINS.marketplace, {
      userAgent: BROWSERS.safariIphone,
      peer: '10.0.0.5',
      headers: {
        'cf-ipcity': 'Recife"><img src=x onerror=alert(1)>',
        'cf-region': '<b>PE</b>',
        'cf-ipcountry': 'BR',
      },
    });
    assert.equal(await api.placeOf(auth), 'Recife, PE, Brasil');
  });

  test('switching business opens its session with the place too', async () => {
    const seller = await api.t.loginAs(DEMO_LOGINS.seller);
    const invited = await api.t.app.inject({
      method: 'POST',
      url: '/api/equipe/convites',
      headers: seller,
      payload: { nome: 'Marketplace Dois', email: DEMO_LOGINS.marketplace2, role: 'support' },
    });
    assert.equal(invited.statusCode, 201, invited.body);
    const own = await api.login(DEMO_LOGINS.marketplace2, {
      userAgent: BROWSERS.chromeWindows,
      peer: '127.0.0.1',
    });
    const list = await api.t.app.inject({ method: 'GET', url: '/api/equipe/negocios', headers: own });
    const team = list.json<{ data: { membershipId: string | null }[] }>().data.find((b) => b.membershipId);
    assert.ok(team);
    const switched = await api.t.app.inject({
      method: 'POST',
      url: '/api/equipe/trocar',
      headers: { ...own, ...CLOUDFLARE_SP },
      remoteAddress: '10.0.0.5',
      payload: { membershipId: team.membershipId },
    });
    assert.equal(switched.statusCode, 200, switched.body);
    const token = switched.json<{ token: string }>().token;
    assert.equal(await api.placeOf({ authorization: `Bearer ${token}` }), SAO_PAULO);
  });

  test("the login's second step (a code of the app) opens its session with the place", async () => {
    const admin = await api.t.loginAs(DEMO_LOGINS.admin);
    const { secret } = await enableTotp(api.t.app, admin, DEMO_PASSWORD);
    const first = await api.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD },
    });
    const challenge = first.json<{ challenge: string }>().challenge;
    assert.ok(challenge, first.body);
    const done = await api.t.app.inject({
      method: 'POST',
      url: '/api/login/duas-etapas',
      headers: { 'cloudfront-viewer-city': 'Lisboa', 'cloudfront-viewer-country': 'PT' },
      remoteAddress: '10.0.0.5',
      payload: { challenge, code: codeFor(secret, 1) },
    });
    assert.equal(done.statusCode, 200, done.body);
    const token = done.json<{ token: string }>().token;
    assert.equal(await api.placeOf({ authorization: `Bearer ${token}` }), 'Lisboa, Portugal');
  });
});

describe('headers from a client no TRUST_PROXY trusts are its own words: never shown', () => {
  const api = apiWith(false);

  test('without TRUST_PROXY the same headers show what the address alone tells', async () => {
    const local = await api.login(DEMO_LOGINS.seller2, {
      userAgent: BROWSERS.chromeWindows,
      peer: '127.0.0.1',
      headers: CLOUDFLARE_SP,
    });
    assert.equal(await api.placeOf(local), 'Rede local');
    const forged = await api.login(DEMO_LOGINS.seller2, {
      userAgent: BROWSERS.firefoxLinux,
      peer: '200.147.3.1',
      headers: CLOUDFLARE_SP,
    });
    assert.equal(await api.placeOf(forged), 'Localização desconhecida');
    assert.deepEqual(await api.newDevicePlaces(DEMO_LOGINS.seller2), ['Localização desconhecida']);
  });
});

describe("TRUST_PROXY as the balancer's CIDR: only a connection from it tells the place", () => {
  const api = apiWith(['10.0.0.0/8']);

  test('through the balancer the place shows; straight from the internet it does not', async () => {
    const through = await api.login(DEMO_LOGINS.seller, {
      userAgent: BROWSERS.chromeWindows,
      peer: '10.1.2.3',
      headers: { ...CLOUDFLARE_SP, 'x-forwarded-for': '200.147.3.1' },
    });
    assert.equal(await api.placeOf(through), SAO_PAULO);
    const direct = await api.login(DEMO_LOGINS.seller, {
      userAgent: BROWSERS.firefoxLinux,
      peer: '200.147.3.9',
      headers: { ...CLOUDFLARE_SP, 'x-forwarded-for': '10.1.2.3' },
    });
    assert.equal(await api.placeOf(direct), 'Localização desconhecida');
  });
});

describe('placeFromHeaders: the text of a place', () => {
  test('country names in pt-BR, and the code itself when it has none', () => {
    assert.equal(placeFromHeaders({ 'x-geo-country': 'us' }), 'Estados Unidos');
    assert.equal(
      placeFromHeaders({ 'x-geo-city': 'Buenos Aires', 'x-geo-country': 'AR' }),
      'Buenos Aires, Argentina',
    );
    assert.equal(placeFromHeaders({ 'cf-ipcountry': 'PT' }), 'Portugal');
    assert.equal(placeFromHeaders({ 'cf-ipcountry': 'QQ' }), 'QQ');
    assert.equal(placeFromHeaders({ 'cf-ipcountry': 'XX' }), null, "Cloudflare's 'unknown'");
    assert.equal(placeFromHeaders({}), null);
  });

  test('CloudFront first, its region code before its name; a city that is its region said once', () => {
    const headers = {
      'cloudfront-viewer-city': 'Rio%20de%20Janeiro',
      'cloudfront-viewer-country-region': 'RJ',
      'cloudfront-viewer-country-region-name': 'Rio%20de%20Janeiro',
      'cloudfront-viewer-country': 'BR',
      ...CLOUDFLARE_SP,
    };
    assert.equal(placeFromHeaders(headers), 'Rio de Janeiro, RJ, Brasil');
    assert.equal(
      placeFromHeaders({ 'cf-ipcity': 'Brasília', 'cf-region': 'Brasília', 'cf-ipcountry': 'BR' }),
      'Brasília, Brasil',
    );
  });

  test('raw UTF-8 (read by Node as Latin-1) is read back; at most 80 characters', () => {
    const raw = Buffer.from('São Paulo', 'utf8').toString('latin1');
    assert.equal(placeFromHeaders({ 'x-geo-city': raw, 'x-geo-country': 'BR' }), 'São Paulo, Brasil');
    const long = placeFromHeaders({
      'x-geo-city': 'A'.repeat(60),
      'x-geo-region': 'B'.repeat(60),
      'x-geo-country': 'BR',
    });
    assert.ok(long !== null && long.length <= 80, String(long));
  });
});
