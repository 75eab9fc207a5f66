import { uniqueCpf } from '../../../test/cpf';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { startTestInbox, type TestInbox } from '../../mail/testing';

type Auth = { authorization: string };
const NOT_CONFIRMED =
  'Confirme seu email para ver seus pagamentos, assinaturas e cartões. Enviamos um link de confirmação para o seu endereço.';

/**
 * Issue 35 item 8: signing up (or being signed up by a seller) with someone's e-mail shows nothing
 * tied to that address until the address is proved, and the address's owner is told.
 */
describe('e-mail confirmation gates what a customer sees', () => {
  let t: TestApp;
  let inbox: TestInbox;
  before(async () => {
    inbox = await startTestInbox();
    t = await createTestApp(
      { mail: { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50 } },
      { listen: true },
    );
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Auth | Record<string, never> = {},
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const mailsTo = (addr: string) =>
    inbox.messages.filter(
      (m) => m.to && 'text' in m.to && m.to.text === addr && m.subject === 'Confirme seu email',
    );
  async function confirmationLink(addr: string, n = 1): Promise<{ token: string; text: string }> {
    for (let i = 0; i < 300 && mailsTo(addr).length < n; i++) await new Promise((r) => setTimeout(r, 50));
    const mail = mailsTo(addr)[n - 1];
    const match = /\/confirmar-email\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    assert.ok(match, `confirmation link ${n} to ${addr}`);
    return { token: match[1]!, text: mail?.text ?? '' };
  }
  async function session(email: string, password: string) {
    const auth = await t.loginAs(email, password);
    const me = (await inject('GET', '/api/me', auth)).json<{
      user: { id: string; emailVerified: boolean };
    }>();
    return { auth, ...me.user };
  }
  /** Every read a customer has of what is tied to its e-mail. */
  const reads = (id: string) => [
    `/api/transactions/${id}`,
    `/api/transactions/${id}/export`,
    `/api/assinaturas-customer/${id}`,
    `/api/cartoes/${id}`,
  ];

  test('a sign-up with a payer’s e-mail sees none of its payments until the owner confirms', async () => {
    const victim = 'pagadora@exemplo.com.br';
    // A payment made with the address, as the demo history holds them (no provider ever saw it).
    const seller = t.demo.sellers[2]!.seller;
    const [paid] = await t.ctx.database.query<{ id: string }>(
      `INSERT INTO transactions (provider, seller_id, marketplace_id, status, method, amount_cents, payer_name, payer_email, paid_at)
       VALUES ('demo', $1, $2, 'pago', 'pix', 12345, 'Paula Pagadora', $3, now()) RETURNING id`,
      [seller.id, seller.marketplaceId, victim],
    );
    const txId = paid!.id;
    const signup = await inject(
      'POST',
      '/api/signup',
      {},
      {
        name: 'Intruso',
        email: victim,
        password: 'senha-123',
        confirmPassword: 'senha-123',
      },
    );
    assert.equal(signup.statusCode, 202);
    const intruder = await session(victim, 'senha-123');
    assert.equal(intruder.emailVerified, false);
    for (const url of reads(intruder.id)) {
      const res = await inject('GET', url, intruder.auth);
      assert.equal(res.statusCode, 403, url);
      assert.deepEqual(res.json(), { message: NOT_CONFIRMED, code: 'email_not_confirmed' });
    }

    // The owner of the address is told, and only the link in its inbox opens the account's reads.
    const { token, text } = await confirmationLink(victim);
    assert.match(text, /Alguém criou uma conta com o endereço pagadora@exemplo\.com\.br/);
    assert.match(text, /Se não foi você quem criou a conta, ignore este email/);
    const done = await inject('POST', '/api/email/verify', {}, { token });
    assert.equal(done.statusCode, 200);
    assert.equal(
      done.json().message,
      'Email confirmado! Seus pagamentos e assinaturas já aparecem na sua conta.',
    );
    const list = await inject('GET', `/api/transactions/${intruder.id}`, intruder.auth);
    assert.equal(list.statusCode, 200, list.body);
    assert.ok(list.body.includes(txId));
    assert.equal((await inject('GET', '/api/me', intruder.auth)).json().user.emailVerified, true);

    const again = await inject('POST', '/api/email/verify', {}, { token });
    assert.equal(again.statusCode, 400);
    assert.equal(
      again.json().message,
      'Este link de confirmação é inválido, já foi usado ou expirou. Peça um novo.',
    );
  });

  test('a login a seller creates is unconfirmed too, and a new link voids the old one', async () => {
    const { auth: seller } = await session(DEMO_LOGINS.seller, 'pagora123');
    const created = await inject('POST', '/api/create-comprador', seller, {
      cadastrar_na_zoop: true,
      nome: 'Comprador Novo',
      email: 'comprador.novo@exemplo.com.br',
      cpf_cnpj: uniqueCpf(),
      password: 'abc123',
      confirmpassword: 'abc123',
      phone: '(11) 98765-4321',
      address: { street: 'Rua A', number: '1', zipCode: '01001-000', city: 'São Paulo', state: 'SP' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const buyer = await session('comprador.novo@exemplo.com.br', 'abc123');
    assert.equal((await inject('GET', `/api/cartoes/${buyer.id}`, buyer.auth)).statusCode, 403);
    const first = await confirmationLink('comprador.novo@exemplo.com.br');

    const resent = await inject('POST', '/api/email/resend-verification', buyer.auth);
    assert.equal(resent.statusCode, 202);
    assert.equal(resent.json().message, 'Enviamos um novo link de confirmação para o seu email.');
    const second = await confirmationLink('comprador.novo@exemplo.com.br', 2);
    assert.equal((await inject('POST', '/api/email/verify', {}, { token: first.token })).statusCode, 400);
    assert.equal((await inject('POST', '/api/email/verify', {}, { token: second.token })).statusCode, 200);
    assert.equal((await inject('GET', `/api/cartoes/${buyer.id}`, buyer.auth)).statusCode, 200);
  });

  test('a confirmation follows the address: a seller moving its buyer’s login to another e-mail closes it', async () => {
    const customer = await session(DEMO_LOGINS.customer, 'pagora123');
    assert.equal(customer.emailVerified, true, 'the demo customer starts confirmed');
    assert.equal(
      (await inject('GET', `/api/assinaturas-customer/${customer.id}`, customer.auth)).statusCode,
      200,
    );
    const { auth: seller } = await session(DEMO_LOGINS.seller, 'pagora123');
    const buyerId = t.demo.customerBuyer!.id;
    const moved = await inject('PUT', `/api/customer-update/${buyerId}`, seller, {
      id_comprador: t.demo.customerBuyer!.idComprador,
      nome: 'Diego Cliente',
      email: 'outra.pessoa@exemplo.com.br',
      cpf_cnpj: '86288366757',
      phone: '(11) 97777-6666',
      address: { street: 'Rua Augusta', number: '100', zipCode: '01305-000', city: 'São Paulo', state: 'SP' },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    const res = await inject('GET', `/api/assinaturas-customer/${customer.id}`, customer.auth);
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().code, 'email_not_confirmed');
  });
});
