import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../../test/harness';
import { linkApi, validLink } from '../test-support';
import { noScriptBlock, payableViewOf } from './noscript-block';

/** A built checkout whose server render is a stand-in (payer-page.test.ts tests the real hand-off). */
function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'pagora-noscript-'));
  mkdirSync(path.join(root, 'remote-checkout/dist'), { recursive: true });
  mkdirSync(path.join(root, 'remote-checkout/dist-server'), { recursive: true });
  writeFileSync(
    path.join(root, 'remote-checkout/dist/index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div><script src="/main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(root, 'remote-checkout/dist-server/payer-page.cjs'),
    `exports.renderPayerPage = async ({ template }) =>
      template.replace('<div id="root"></div>', '<div id="root"><p>Resumo</p><div data-needs-js>Botões</div></div>');`,
  );
  return root;
}

const noscriptOf = (html: string) => /(<style>\.pg-ns.*)<\/body>/s.exec(html)?.[1] ?? '';

describe('/pay/:linkId without scripts: the plain forms', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ webRoot: webRoot() });
  });
  after(() => t.close());

  test("PIX and the link's choices post to /pay/:linkId/pix; card says it needs scripts", async () => {
    const ana = await t.loginAs('seller@pagora.demo');
    const id = await linkApi(t).createId(ana, {
      ...validLink,
      pricing: 'quantidade',
      quantity: { min: 1, max: 4, default: 2 },
      customFields: [
        { label: 'Tamanho', type: 'lista', required: true, options: ['P', 'M', 'G'] },
        { label: 'Apelido "no" <b>', type: 'texto', required: false },
      ],
      allowCoupons: true,
    });
    const res = await t.app.inject({ method: 'GET', url: `/pay/${id}` });
    assert.equal(res.statusCode, 200, res.body);
    // After the rendered summary, before the end of the body; one block only.
    assert.match(res.body, /<p>Resumo<\/p>.*<div class="pg-ns">.*<\/div><\/body>/s);
    assert.equal(res.body.split('<div class="pg-ns">').length, 2);
    const block = noscriptOf(res.body);
    // Hidden unless scripting is off; then the scripted checkout is hidden instead.
    assert.match(
      block,
      /^<style>\.pg-ns\{display:none;[^}]*\}@media \(scripting:none\)\{\.pg-ns\{display:block\}\[data-needs-js\],\.noscript\{display:none\}\}/,
    );
    assert.match(
      block,
      /<noscript><style>\.pg-ns\{display:block\}\[data-needs-js\],\.noscript\{display:none\}<\/style><\/noscript>/,
    );
    assert.match(block, new RegExp(`<form [^>]*action="/pay/${id}/pix" method="post"`));
    assert.match(
      block,
      /<button type="submit"[^>]*formAction="\/pay\/[^"]+\/pix"[^>]*>Pagar com PIX<\/button>/,
    );
    assert.match(block, /name="quantity" value="2"/);
    assert.ok(block.length < 4_000, `${block.length} bytes inline`);
    assert.match(block, /Quantidade \(de 1 a 4\)/);
    assert.match(block, /<select id="ns-campo_1" name="campo_1"/);
    assert.match(block, /<option>M<\/option>/);
    assert.match(block, /Apelido &quot;no&quot; &lt;b&gt; \(opcional\)/);
    assert.match(block, /name="couponCode"/);
    assert.match(
      block,
      /O pagamento com cartão precisa de JavaScript\. Ative o JavaScript ou escolha PIX\/boleto\./,
    );
    assert.doesNotMatch(block, /<script|name="cpf"/);
  });

  test('a boleto link: the payer fields and a hidden key to /pay/:linkId/boleto', async () => {
    const ana = await t.loginAs('seller@pagora.demo');
    const id = await linkApi(t).createId(ana, { ...validLink, paymentMethods: ['bank_slip'] });
    const block = noscriptOf((await t.app.inject({ method: 'GET', url: `/pay/${id}` })).body);
    assert.match(block, new RegExp(`formAction="/pay/${id}/boleto">Gerar boleto`));
    for (const name of [
      'nome',
      'email',
      'cpf',
      'zipCode',
      'street',
      'number',
      'neighborhood',
      'city',
      'state',
    ])
      assert.match(block, new RegExp(`name="${name}"`), name);
    assert.match(block, /<input type="hidden" name="chave" value="[A-Za-z0-9_-]{20,}"\/>/);
    assert.doesNotMatch(block, /Pagar com PIX|cartão/);
  });

  test('a link that takes no payment (closed, seller not enabled): no form, the page says why', async () => {
    const ana = await t.loginAs('seller@pagora.demo');
    const id = await linkApi(t).createId(ana);
    const view = (await linkApi(t).view(id)).json<{ payments: Record<string, unknown> }>();
    assert.match(noScriptBlock(payableViewOf(view)), /Pagar com PIX/);
    const closed = { reason: 'pago', message: 'Pagamento já realizado', receiptId: null };
    for (const change of [{ closed }, { unavailableReason: 'O vendedor ainda está em análise.' }])
      assert.equal(noScriptBlock(payableViewOf({ payments: { ...view.payments, ...change } })), '');
  });
});
