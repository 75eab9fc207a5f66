import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { pdfTextLines } from '../../test/pdf-text';
import { addTeamMember } from '../accounts/testing';
import { insertPayerTransaction, startPrivacyApp } from './test-support';

/**
 * LGPD for the team (issue 39): one person, Diego (CPF 862.883.667-57), is a buyer and a payer of
 * seller 1 (Mercado Central) and, with the same CPF, a buyer and payer of seller2 (Feira Nordeste).
 */
const CPF = '86288366757';
type Summary = {
  totais: Record<string, number>;
  cadastros: { nome: string; vendedor: string; documento: string }[];
  transacoes: { id: string; valorCents: number; cartao: string | null; nome: string | null }[];
  cartoes: { bandeira: string; final: string; titular: string }[];
  emails: { para: string }[];
};

describe('privacy: what is held about a person, its export and anonymization', () => {
  let t: TestApp;
  const auth: Record<string, { authorization: string }> = {};
  let ownTx = '';
  let otherTx = '';
  let secondTx = '';

  before(async () => {
    t = await startPrivacyApp();
    for (const [k, email] of Object.entries(DEMO_LOGINS)) auth[k] = await t.loginAs(email);
    const db = t.ctx.database;
    const s2 = t.demo.sellers[2]!.seller;
    await db.query(
      `INSERT INTO buyers (seller_id, marketplace_id, nome, email, cpf_cnpj, phone, address)
       VALUES ($1, $2, 'Diego em Recife', 'diego@recife.test', '862.883.667-57', '(81) 95555-4444',
               '{"street":"Rua do Sol","city":"Recife"}')`,
      [s2.id, s2.marketplaceId],
    );
    ownTx = await insertPayerTransaction(t, {
      seller: 0,
      cents: 12_345,
      name: 'Diego Cliente',
      email: 'customer@pagora.demo',
      cpf: '862.883.667-57',
      card: { brand: 'Visa', last4: '4242' },
    });
    // The same person paid again from another address, and one event reached both of them.
    secondTx = await insertPayerTransaction(t, {
      seller: 0,
      cents: 700,
      name: 'Diego C.',
      email: 'diego.outro@cliente.test',
      cpf: CPF,
    });
    otherTx = await insertPayerTransaction(t, {
      seller: 2,
      cents: 5_000,
      name: 'Diego em Recife',
      email: 'diego@recife.test',
      cpf: CPF,
    });
    await db.query(
      `INSERT INTO saved_cards (buyer_id, user_id, provider_card_id, brand, last4, holder_name, exp_month, exp_year)
       VALUES ($1, $2, 'card-1', 'Visa', '4242', 'DIEGO CLIENTE', 8, 2030)`,
      [t.demo.customerBuyer!.id, t.demo.customer.id],
    );
    await db.query(
      `INSERT INTO mail_outbox (event_key, kind, recipient, subject, data, status, seller_id, marketplace_id)
       VALUES ('t:1', 'payment_receipt', 'customer@pagora.demo', 'Comprovante', '{"nome":"Diego Cliente"}',
               'nao_enviavel', $1, $2),
              ('t:1', 'payment_receipt', 'diego.outro@cliente.test', 'Comprovante', '{"nome":"Diego C."}',
               'nao_enviavel', $1, $2)`,
      [t.demo.sellers[0]!.seller.id, t.demo.sellers[0]!.seller.marketplaceId],
    );
    await db.query(
      `INSERT INTO payment_links (id, seller_id, marketplace_id, description, amount_cents, payment_methods, customer_email)
       VALUES ('privacy-link-0000000000001', $1, $2, 'Cesta', 1000, ARRAY['pix'], 'Customer@pagora.demo')`,
      [t.demo.sellers[0]!.seller.id, t.demo.sellers[0]!.seller.marketplaceId],
    );
  });
  after(() => t.close());

  const summary = async (who: string, query: string) => {
    const res = await t.app.inject({ url: `/api/privacidade/titular?${query}`, headers: auth[who] });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<Summary>();
  };

  it('answers each caller only the records in its reach', async () => {
    const own = await summary('seller', `documento=${CPF}`);
    assert.deepEqual(
      own.cadastros.map((b) => b.nome),
      ['Diego Cliente'],
    );
    assert.deepEqual(own.transacoes.map((x) => x.id).sort(), [ownTx, secondTx].sort());
    assert.deepEqual(own.cartoes, [{ ...own.cartoes[0]!, bandeira: 'Visa', final: '4242' }]);
    assert.equal(own.transacoes.find((x) => x.id === ownTx)!.cartao, 'Visa final 4242');
    assert.equal(own.totais.emails, 2, 'both addresses the records name');
    assert.equal(own.totais.links, 1);

    const other = await summary('seller2', `documento=${CPF}`);
    assert.deepEqual(
      other.transacoes.map((x) => x.id),
      [otherTx],
    );
    assert.deepEqual(
      other.cadastros.map((b) => b.nome),
      ['Diego em Recife'],
    );
    assert.equal(other.totais.cartoes, 0);

    assert.equal((await summary('marketplace', `documento=${CPF}`)).totais.transacoes, 2);
    assert.deepEqual(
      (await summary('marketplace2', `documento=${CPF}`)).transacoes.map((x) => x.id),
      [otherTx],
    );
    const all = await summary('admin', `documento=${CPF}`);
    assert.equal(all.totais.cadastros, 2);
    assert.equal(all.totais.transacoes, 3);

    const byEmail = await summary('seller', 'email=Customer@Pagora.Demo');
    assert.equal(byEmail.totais.cadastros, 1);
    const unknown = await summary('seller', 'email=ninguem@nada.test');
    assert.deepEqual(Object.values(unknown.totais), [0, 0, 0, 0, 0, 0]);
  });

  it('refuses a customer, a support member and a bad question, in pt-BR', async () => {
    const customer = await t.app.inject({
      url: `/api/privacidade/titular?documento=${CPF}`,
      headers: auth.customer,
    });
    assert.equal(customer.statusCode, 403);
    const support = await addTeamMember(t, DEMO_LOGINS.seller, 'support');
    const refused = await t.app.inject({
      url: `/api/privacidade/titular?documento=${CPF}`,
      headers: { authorization: support.authorization },
    });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json<{ code: string }>().code, 'team_forbidden');
    const none = await t.app.inject({ url: '/api/privacidade/titular', headers: auth.seller });
    assert.equal(none.statusCode, 400);
    assert.equal(none.json<{ message: string }>().message, 'Informe o CPF/CNPJ ou o email do titular.');
    const bad = await t.app.inject({
      url: '/api/privacidade/titular?documento=12345678900',
      headers: auth.seller,
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json<{ message: string }>().message, 'CPF ou CNPJ inválido');
  });

  it('exports JSON with stable keys and a readable PDF, each recorded as an answered request', async () => {
    const json = await t.app.inject({
      url: `/api/privacidade/titular/export.json?documento=${CPF}`,
      headers: auth.seller,
    });
    assert.equal(json.statusCode, 200, json.body);
    assert.match(
      String(json.headers['content-disposition']),
      /attachment; filename="dados-titular-86288366757.json"/,
    );
    const body = JSON.parse(json.body) as Summary & Record<string, unknown>;
    assert.deepEqual(Object.keys(body), [
      'titular',
      'geradoEm',
      'totais',
      'cadastros',
      'transacoes',
      'assinaturas',
      'cartoes',
      'emails',
      'links',
    ]);
    assert.deepEqual(body.transacoes.map((x) => x.valorCents).sort(), [700, 12_345].sort());
    assert.doesNotMatch(json.body, /4242424242424242|card-1/);

    const pdf = await t.app.inject({
      url: `/api/privacidade/titular/export.pdf?documento=${CPF}`,
      headers: auth.seller,
    });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const lines = pdfTextLines(pdf.rawPayload);
    for (const expected of [
      'Dados pessoais do titular (LGPD)',
      'Cadastros de comprador (1)',
      'Transações como pagador (2)',
    ])
      assert.ok(lines.includes(expected), `${expected} in ${lines.join(' | ')}`);
    assert.ok(lines.some((l) => l.includes('Diego Cliente') && l.includes('customer@pagora.demo')));
    assert.ok(lines.some((l) => l.includes('Visa final 4242')));

    const list = await t.app.inject({ url: '/api/privacidade/pedidos', headers: auth.seller });
    const exports = list.json<{ data: { tipo: string; status: string; documento: string }[] }>().data;
    assert.equal(
      exports.filter((r) => r.tipo === 'export' && r.status === 'atendido' && r.documento === CPF).length,
      2,
    );
    const other = await t.app.inject({ url: '/api/privacidade/pedidos', headers: auth.seller2 });
    assert.equal(other.json<{ data: unknown[] }>().data.length, 0);
  });

  it('anonymizes a person in one go: names and e-mails gone, amounts and the CPF kept, once', async () => {
    const unconfirmed = await t.app.inject({
      method: 'POST',
      url: '/api/privacidade/anonimizar',
      headers: auth.seller,
      payload: { documento: CPF, confirmacao: 'sim' },
    });
    assert.equal(unconfirmed.statusCode, 400);
    assert.equal(unconfirmed.json<{ message: string }>().message, 'Digite ANONIMIZAR para confirmar.');
    // What the payer typed in a link's field (issue 40) may name them: blanked, the label kept.
    await t.ctx.database.query(
      `UPDATE transactions SET custom_fields = '[{"key":"campo_1","label":"Nome do aluno","value":"Diego Filho"}]' WHERE id = $1`,
      [ownTx],
    );

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/privacidade/anonimizar',
      headers: auth.seller,
      payload: { documento: '862.883.667-57', confirmacao: 'ANONIMIZAR' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json<{ alterado: boolean; alterados: Record<string, number> }>();
    assert.equal(answer.alterado, true);
    assert.deepEqual(answer.alterados, {
      cadastros: 1,
      transacoes: 2,
      logins: 1,
      cartoes: 1,
      emails: 2,
      links: 1,
    });

    const db = t.ctx.database;
    const [tx] = await db.query<Record<string, string | null>>(
      'SELECT payer_name, payer_email, payer_cpf, payer_phone, card_holder, card_last4, amount_cents::text AS cents, status FROM transactions WHERE id = $1',
      [ownTx],
    );
    assert.equal(tx!.payer_name, 'Titular anonimizado');
    assert.equal(tx!.card_holder, 'Titular anonimizado');
    assert.match(tx!.payer_email!, /^anon-[0-9a-f]{12}@anonimizado\.invalid$/);
    assert.equal(tx!.payer_phone, '');
    assert.equal(tx!.payer_cpf, '862.883.667-57');
    assert.equal(tx!.cents, '12345');
    assert.equal(tx!.status, 'pago');
    assert.equal(tx!.card_last4, '4242');
    const [answers] = await db.query<{ custom_fields: unknown }>(
      'SELECT custom_fields FROM transactions WHERE id = $1',
      [ownTx],
    );
    assert.deepEqual(answers!.custom_fields, [{ key: 'campo_1', label: 'Nome do aluno', value: '' }]);

    const [buyer] = await db.query<{
      nome: string;
      email: string;
      cpf_cnpj: string;
      phone: string;
      street: string;
    }>("SELECT nome, email, cpf_cnpj, phone, address->>'street' AS street FROM buyers WHERE id = $1", [
      t.demo.customerBuyer!.id,
    ]);
    assert.deepEqual(
      { ...buyer, email: buyer!.email.endsWith('@anonimizado.invalid') },
      { nome: 'Titular anonimizado', email: true, cpf_cnpj: '86288366757', phone: '', street: '' },
    );
    const [login] = await db.query<{ nome: string; email: string; deleted: boolean }>(
      'SELECT nome, email, deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1',
      [t.demo.customer.id],
    );
    assert.equal(login!.nome, 'Titular anonimizado');
    assert.ok(login!.email.endsWith('@anonimizado.invalid'));
    assert.equal(login!.deleted, true);
    const again = await t.app.inject({ url: '/api/me', headers: auth.customer });
    assert.equal(again.statusCode, 401, 'the customer login is over');
    const [card] = await db.query<{ holder_name: string; last4: string }>(
      'SELECT holder_name, last4 FROM saved_cards',
    );
    assert.deepEqual({ ...card }, { holder_name: 'Titular anonimizado', last4: '4242' });
    const [mail] = await db.query<{ recipient: string; nome: string }>(
      "SELECT recipient, data->>'nome' AS nome FROM mail_outbox WHERE event_key = 't:1'",
    );
    assert.ok(mail!.recipient.endsWith('@anonimizado.invalid'));
    assert.equal(mail!.nome, 'Titular anonimizado');

    const [untouched] = await db.query<{ nome: string; email: string }>(
      "SELECT nome, email FROM buyers WHERE nome = 'Diego em Recife'",
    );
    assert.deepEqual({ ...untouched }, { nome: 'Diego em Recife', email: 'diego@recife.test' });
    const [otherPayer] = await db.query<{ payer_name: string }>(
      'SELECT payer_name FROM transactions WHERE id = $1',
      [otherTx],
    );
    assert.equal(otherPayer!.payer_name, 'Diego em Recife');

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/privacidade/anonimizar',
      headers: auth.seller,
      payload: { documento: CPF, confirmacao: 'ANONIMIZAR' },
    });
    assert.equal(second.statusCode, 200);
    const nothing = second.json<{ alterado: boolean; message: string; alterados: Record<string, number> }>();
    assert.equal(nothing.alterado, false);
    assert.deepEqual(Object.values(nothing.alterados), [0, 0, 0, 0, 0, 0]);
    assert.match(nothing.message, /Nada a anonimizar/);
  });
});
