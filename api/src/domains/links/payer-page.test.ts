import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { newLinkId } from './link-id';
import { linkApi, validLink } from './test-support';

const TEMPLATE =
  '<!doctype html><html><head><title>Pagamento</title></head><body><div id="root"></div></body></html>';

/**
 * A web root as `npm run build` leaves it for the checkout: the page, and the server build beside
 * it. The server build here is a stand-in with the same export (the real one, built by webpack, is
 * tested in remote-checkout/src/__tests__/server-render.test.tsx and in the browser): it writes the
 * status and view it was handed into #root, so these tests see what the API gave it.
 */
function webRoot(renderer: string | null): string {
  const root = mkdtempSync(path.join(tmpdir(), 'pagora-payer-page-'));
  mkdirSync(path.join(root, 'remote-checkout/dist'), { recursive: true });
  writeFileSync(path.join(root, 'remote-checkout/dist/index.html'), TEMPLATE);
  if (renderer !== null) {
    mkdirSync(path.join(root, 'remote-checkout/dist-server'), { recursive: true });
    writeFileSync(path.join(root, 'remote-checkout/dist-server/payer-page.cjs'), renderer);
  }
  return root;
}

const ECHO = `exports.renderPayerPage = async ({ template, url, view }) =>
  template.replace('<div id="root"></div>', () =>
    '<div id="root"><pre>' + JSON.stringify({ url, view }).replace(/</g, '\\\\u003c') + '</pre></div>');`;

const rendered = (html: string) => {
  const match = /<pre>(.*)<\/pre>/s.exec(html);
  assert.ok(match, html);
  return JSON.parse(match[1] ?? '') as {
    url: string;
    view: { linkId: string; status: number; body: unknown };
  };
};

describe('/pay/:linkId rendered on the server', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ webRoot: webRoot(ECHO) });
  });
  after(() => t.close());

  test('a payable link: HTML rendered from the payer view the API answers, under the strict CSP', async () => {
    const ana = await t.loginAs('seller@pagora.demo');
    const id = await linkApi(t).createId(ana, { ...validLink, description: 'Camiseta </script><!--' });
    const res = await t.app.inject({ method: 'GET', url: `/pay/${id}?utm=zap` });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
    assert.equal(res.headers['cache-control'], 'no-cache');
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /unsafe-inline[^;]*;.*script|script-src[^;]*unsafe/);
    const { url, view } = rendered(res.body);
    // Rendered for the link, not for the query string: one page per link, cached with its view.
    assert.equal(url, `/pay/${id}`);
    assert.deepEqual(view, { linkId: id, status: 200, body: (await linkApi(t).view(id)).json() });
    assert.equal(
      (view.body as { payments: { description: string } }).payments.description,
      'Camiseta </script><!--',
    );
    assert.equal(res.headers['x-robots-tag'], undefined);
  });

  test('the page is cached with the view and sent compressed; an edit renders it anew', async () => {
    const ana = await t.loginAs('seller@pagora.demo');
    const id = await linkApi(t).createId(ana, { ...validLink, description: 'Caneca azul' });
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/pay/${id}`,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const first = await get('br');
    assert.equal(first.headers['content-encoding'], 'br');
    assert.match(String(first.headers['content-type']), /^text\/html/);
    assert.match(String(first.headers.vary), /accept-encoding/i);
    const described = (res: { body: string }) =>
      (rendered(res.body).view.body as { payments: { description: string } }).payments.description;
    assert.equal(described(await get()), 'Caneca azul');
    const edited = await linkApi(t).update(ana, id, { ...validLink, description: 'Caneca verde' });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(described(await get()), 'Caneca verde');
  });

  test('a link addressed to a customer (their e-mail on the page) is kept out of search engines', async () => {
    const ana = await t.loginAs('seller@pagora.demo');
    const id = await linkApi(t).createId(ana, { ...validLink, customerEmail: 'pagador@example.com' });
    const res = await t.app.inject({ method: 'GET', url: `/pay/${id}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-robots-tag'], 'noindex');
  });

  test('unknown, deleted and malformed links: the error view with the status the API answers', async () => {
    const ana = await t.loginAs('seller@pagora.demo');
    const deleted = await linkApi(t).createId(ana);
    assert.equal((await linkApi(t).remove(ana, deleted)).statusCode, 200);
    for (const [id, status, message] of [
      [newLinkId(), 404, 'Link de pagamento não encontrado'],
      [deleted, 410, 'Este link de pagamento expirou ou não está mais ativo.'],
      ['curto', 400, undefined],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/pay/${id}` });
      assert.equal(res.statusCode, status, id);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      const { view } = rendered(res.body);
      assert.equal(view.status, status);
      // The payer sees the message; the same one the JSON endpoint answers.
      const { message: shown } = view.body as { message: string };
      assert.equal(shown, (await linkApi(t).view(id)).json<{ message: string }>().message);
      if (message) assert.equal(shown, message);
    }
  });
});

describe('/pay/:linkId without a usable server build', () => {
  test('no server build (or one that fails): the static page, which loads the link itself', async () => {
    for (const renderer of [null, 'exports.renderPayerPage = async () => { throw new Error("bug"); };']) {
      const t = await createTestApp({ webRoot: webRoot(renderer) });
      try {
        const ana = await t.loginAs('seller@pagora.demo');
        const id = await linkApi(t).createId(ana);
        const res = await t.app.inject({ method: 'GET', url: `/pay/${id}` });
        assert.equal(res.statusCode, 200);
        assert.equal(res.body, TEMPLATE);
      } finally {
        await t.close();
      }
    }
  });
});
