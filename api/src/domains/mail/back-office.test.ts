import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { enqueueMail } from './index';

type Auth = { authorization: string };

/** A multipart body with text fields only: what the branding form sends without a logo. */
function colourForm(fields: Record<string, string>) {
  const boundary = 'pagora-mail-test';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

describe("'Emails enviados' without SMTP_URL: kept in the outbox, read in the back office", () => {
  let t: TestApp;
  const auth: Record<string, Auth> = {};
  before(async () => {
    t = await createTestApp({ publicUrl: 'https://pagamentos.example.com' });
    for (const who of ['admin', 'marketplace', 'marketplace2', 'seller', 'seller2', 'customer'] as const)
      auth[who] = await t.loginAs(DEMO_LOGINS[who]);
    const [m1, m2] = t.demo.marketplaces;
    const [s1, , s2] = t.demo.sellers;
    const message = (to: string, marketplaceId: string, sellerId: string | null) =>
      t.ctx.db.transaction((tx) =>
        enqueueMail(tx, {
          kind: 'payment_link',
          to,
          eventKey: `seed:${to}`,
          marketplaceId,
          sellerId,
          data: { nome: 'Ana', sellerName: 'Loja', description: '', amountCents: 5000, linkId: 'l1' },
        }),
      );
    await message('cliente-s1@cliente.test', m1!.marketplace.id, s1!.seller.id);
    await message('cliente-m1@cliente.test', m1!.marketplace.id, null);
    await message('cliente-s2@cliente.test', m2!.marketplace.id, s2!.seller.id);
  });
  after(() => t.close());

  const list = (who: Auth, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/emails${query}`, headers: who });
  const recipients = async (who: Auth) =>
    ((await list(who)).json().dados as { para: string }[]).map((m) => m.para).sort();

  test("admin sees all, a marketplace its own and its sellers', a seller its own", async () => {
    assert.deepEqual(await recipients(auth.admin!), [
      'cliente-m1@cliente.test',
      'cliente-s1@cliente.test',
      'cliente-s2@cliente.test',
    ]);
    assert.deepEqual(await recipients(auth.marketplace!), [
      'cliente-m1@cliente.test',
      'cliente-s1@cliente.test',
    ]);
    assert.deepEqual(await recipients(auth.seller!), ['cliente-s1@cliente.test']);
    assert.deepEqual(await recipients(auth.seller2!), ['cliente-s2@cliente.test']);
    assert.equal((await list(auth.customer!)).statusCode, 403);
  });

  test('paged, searched by recipient and filtered by status; every message waits as pendente', async () => {
    const page = (await list(auth.admin!, '?pageSize=2&page=2')).json();
    assert.equal(page.total, 3);
    assert.equal(page.dados.length, 1);
    const found = (await list(auth.admin!, '?q=S2@CLIENTE&status=pendente')).json();
    assert.deepEqual(
      found.dados.map((m: { para: string }) => m.para),
      ['cliente-s2@cliente.test'],
    );
    assert.equal((await list(auth.admin!, '?status=enviado')).json().total, 0);
    assert.equal((await list(auth.admin!, '?status=lido')).json().message, 'Status inválido.');
  });

  test('the rendered message carries the brand the marketplace set; a foreign one is 404', async () => {
    const form = colourForm({ primaryColor: '#112233', secondaryColor: '#445566' });
    const brand = await t.app.inject({
      method: 'PUT',
      url: `/api/update-branch/${t.demo.marketplaces[0]!.marketplace.id}`,
      payload: form.payload,
      headers: { ...auth.marketplace!, 'content-type': form.type },
    });
    assert.equal(brand.statusCode, 200);
    const [own] = (await list(auth.seller!)).json().dados;
    const detail = await t.app.inject({ method: 'GET', url: `/api/emails/${own.id}`, headers: auth.seller! });
    assert.equal(detail.statusCode, 200);
    assert.ok(detail.json().dados.html.includes('#112233'));
    assert.match(detail.json().dados.texto, /R\$\s50,00/);
    assert.ok(detail.json().dados.html.includes('https://pagamentos.example.com/pay/l1'));
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/emails/${own.id}`,
      headers: auth.seller2!,
    });
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().message, 'Email não encontrado.');
  });

  test('a reset message is listed for the tenant but its link is never shown', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: DEMO_LOGINS.seller },
    });
    assert.equal(res.statusCode, 202);
    // The message is written after the answer (accounts/password-reset): wait until it is listed.
    let reset;
    for (let i = 0; i < 300 && !reset; i++) {
      [reset] = (await list(auth.marketplace!, `?q=${DEMO_LOGINS.seller}`)).json().dados;
      if (!reset) await new Promise((r) => setTimeout(r, 20));
    }
    assert.equal(reset.assunto, 'Redefinição de senha');
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/emails/${reset.id}`, headers: auth.marketplace! })
    ).json().dados;
    assert.ok(!/token=/.test(detail.html) && !/token=/.test(detail.texto));
    assert.match(detail.texto, /visível apenas para o destinatário/);
  });
});
