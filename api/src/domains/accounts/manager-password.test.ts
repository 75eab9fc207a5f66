import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { startTestInbox, type TestInbox } from '../mail/testing';
import { newSeller } from '../sellers/testing';

type Auth = { authorization: string };

/**
 * Issue 35 item 9: a password a manager sets on someone else's login (a seller on its buyer's, a
 * marketplace on its seller's, an admin on a marketplace's owner's) ends that login's sessions at
 * once and tells its owner.
 */
describe('a password set by a manager ends the target’s sessions and tells the owner', () => {
  let t: TestApp;
  let inbox: TestInbox;
  before(async () => {
    inbox = await startTestInbox();
    t = await createTestApp({ mail: { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50 } });
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  const me = (auth: Auth) => t.app.inject({ method: 'GET', url: '/api/me', headers: auth });
  const put = (url: string, auth: Auth, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: auth, payload });
  async function notice(addr: string) {
    const of = () =>
      inbox.messages.find(
        (m) => m.to && 'text' in m.to && m.to.text === addr && m.subject === 'Sua senha foi alterada',
      );
    for (let i = 0; i < 300 && !of(); i++) await new Promise((r) => setTimeout(r, 50));
    const mail = of();
    assert.ok(mail, `the security notice to ${addr}`);
    assert.match(mail.text ?? '', /Todas as sessões abertas foram encerradas/);
  }

  /** The target signed in (twice: one cached read), the manager's change, then the old token. */
  async function check(target: string, change: () => Promise<{ statusCode: number; body: string }>) {
    const old = await t.loginAs(target);
    assert.equal((await me(old)).statusCode, 200);
    assert.equal((await me(old)).statusCode, 200);
    const res = await change();
    assert.equal(res.statusCode, 200, res.body);
    const after = await me(old);
    assert.equal(after.statusCode, 401);
    await t.loginAs(target, 'nova-senha-7');
    await notice(target);
  }

  test('a seller on its buyer’s customer login', async () => {
    const seller = await t.loginAs(DEMO_LOGINS.seller);
    const buyer = t.demo.customerBuyer!;
    await check(DEMO_LOGINS.customer, () =>
      put(`/api/customer-update/${buyer.id}`, seller, {
        id_comprador: buyer.idComprador,
        nome: 'Diego Cliente',
        email: DEMO_LOGINS.customer,
        cpf_cnpj: '86288366757',
        phone: '(11) 97777-6666',
        password: 'nova-senha-7',
        confirmpassword: 'nova-senha-7',
        address: {
          street: 'Rua Augusta',
          number: '100',
          zipCode: '01305-000',
          city: 'São Paulo',
          state: 'SP',
        },
      }),
    );
  });

  test('a marketplace on its seller', async () => {
    const marketplace = await t.loginAs(DEMO_LOGINS.marketplace);
    const seller = t.demo.sellers[0]!.seller;
    await check(DEMO_LOGINS.seller, () =>
      put(
        `/api/seller/${seller.id}`,
        marketplace,
        newSeller({
          nome: seller.nome,
          email: DEMO_LOGINS.seller,
          password: 'nova-senha-7',
          confirmpassword: 'nova-senha-7',
        }),
      ),
    );
  });

  test('an admin on a marketplace', async () => {
    const admin = await t.loginAs(DEMO_LOGINS.admin);
    const m2 = t.demo.marketplaces[1]!.marketplace;
    await check(DEMO_LOGINS.marketplace2, () =>
      put(`/api/marketplace/${m2.id}`, admin, {
        id: m2.idZoop || 'zoop-feira-nordeste',
        nome: m2.nome,
        email: DEMO_LOGINS.marketplace2,
        cpf_cnpj: m2.cpfCnpj,
        zpk_id_marketplace: m2.zpkIdMarketplace,
        status: 'active',
        password: 'nova-senha-7',
        confirmpassword: 'nova-senha-7',
      }),
    );
  });
});
