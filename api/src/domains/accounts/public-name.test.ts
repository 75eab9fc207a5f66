import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { cardAnswerSchema } from '@pagora/shared/contracts';
import { cardBody, startPaymentsApp } from '../payments/testing';
import { addTeamMember } from './testing';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
type PayerView = { payments: { seller: { nome: string }; marketplace: { nome: string } } };

/**
 * Issue 41: the name a seller or marketplace gives itself in 'Configurações › Perfil' is the one
 * payers see. After a rename the payer page (cached), the receipt and the next e-mail all show it.
 */
describe('the public name follows the profile', () => {
  let env: Env;
  let linkId: string;
  before(async () => {
    env = await startPaymentsApp();
    linkId = await env.newLink({ amount: '50,00' });
  });
  after(() => env.t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    env.t.app.inject({ method: 'GET', url, headers });
  const payerView = async () => (await get(`/api/payment-ver/${linkId}`)).json<PayerView>().payments;
  /** `as`: a team member, renaming its own login (its id, not the account's it acts for). */
  async function rename(login: string, nome: string, as?: { userId: string; authorization: string }) {
    const auth = as ? { authorization: as.authorization } : await env.t.loginAs(login);
    const id = as?.userId ?? (await get('/api/me', auth)).json<{ user: { id: string } }>().user.id;
    const res = await env.t.app.inject({
      method: 'PUT',
      url: `/api/update-profile/${id}`,
      payload: { nome, email: login },
      headers: auth,
    });
    assert.equal(res.statusCode, 200, res.body);
  }

  test("a seller's rename reaches the payer page, the receipt and the next e-mails", async () => {
    assert.notEqual((await payerView()).seller.nome, 'Loja da Ana');
    await rename('seller@pagora.demo', 'Loja da Ana');
    assert.equal((await payerView()).seller.nome, 'Loja da Ana');

    const card = cardAnswerSchema.parse((await env.pay(linkId, cardBody({ installments: 1 }))).json()).data
      .data;
    const receipt = await get(`/api/receipt/${card.id}?t=${card.documentToken}`);
    assert.equal(receipt.json<{ vendedor: string }>().vendedor, 'Loja da Ana');
    const mails = await env.t.ctx.database.query<{ kind: string; data: unknown }>(
      'SELECT kind, data FROM mail_outbox WHERE event_key LIKE $1',
      [`%${card.id}%`],
    );
    assert.ok(mails.length > 0, 'the sale queued e-mails');
    for (const m of mails) {
      const data = JSON.stringify(m.data);
      assert.ok(!data.includes('Ana Souza Artesanato'), `${m.kind} still names the old seller`);
    }
    assert.ok(
      mails.some((m) => JSON.stringify(m.data).includes('Loja da Ana')),
      'an e-mail names the seller',
    );
  });

  test("a marketplace owner's rename reaches the payer page", async () => {
    await payerView();
    await rename('marketplace@pagora.demo', 'Mercado Novo');
    assert.equal((await payerView()).marketplace.nome, 'Mercado Novo');
  });

  test("a team member's rename is its own: payers still see the business's name", async () => {
    for (const account of ['marketplace@pagora.demo', 'seller@pagora.demo']) {
      const member = await addTeamMember(env.t, account, 'finance');
      await rename(member.email, 'Fernanda Finanças', member);
    }
    const { seller, marketplace } = await payerView();
    assert.deepEqual([seller.nome, marketplace.nome], ['Loja da Ana', 'Mercado Novo']);
  });

  test("an operator's rename of the marketplace reaches the cached payer page", async () => {
    await payerView();
    const [mk] = await env.t.ctx.database.query<Record<string, string>>(
      `SELECT m.id, m.id_zoop, m.zpk_id_marketplace, m.cpf_cnpj, m.email FROM marketplaces m
         JOIN sellers s ON s.marketplace_id = m.id JOIN users u ON u.id = s.user_id
        WHERE u.email = 'seller@pagora.demo'`,
    );
    const admin = await env.t.loginAs('admin@pagora.demo');
    const res = await env.t.app.inject({
      method: 'PUT',
      url: `/api/marketplace/${mk!.id}`,
      headers: admin,
      payload: {
        id: mk!.id_zoop || 'zoop-mercado-demo',
        nome: 'Mercado Renomeado',
        email: mk!.email,
        cpf_cnpj: mk!.cpf_cnpj,
        zpk_id_marketplace: mk!.zpk_id_marketplace || 'zpk-mercado-demo',
        status: 'active',
        address: { zipCode: '01001-000' },
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await payerView()).marketplace.nome, 'Mercado Renomeado');
  });
});
