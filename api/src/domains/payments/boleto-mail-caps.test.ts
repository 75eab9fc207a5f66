import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { startPaymentsApp } from './test-support';

const payer = (email: string) => ({
  paymentMethod: 'bank_slip',
  name: 'Joana Pereira Lima',
  cpf: '529.982.247-25',
  email,
  address: {
    street: 'Praça da Sé',
    number: '100',
    neighborhood: 'Sé',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '01001-000',
  },
});

/**
 * Issue 35 item 10: anyone may issue a boleto on a public link and have it e-mailed to any
 * address. What one address, one link and one seller receive that way is capped, counted in
 * PostgreSQL; over a cap the boleto is still issued (the payer has it on screen) and its e-mail
 * is recorded 'nao_enviavel' with the reason instead of sent.
 */
describe('boleto e-mails caused by anonymous callers are capped', () => {
  let p: Awaited<ReturnType<typeof startPaymentsApp>>;
  let key = 0;
  const caps = { windowSeconds: 3600, perRecipient: 2, perLink: 3, perSeller: 5 };
  before(async () => {
    p = await startPaymentsApp({}, {}, { mail: { ...testConfig().mail, anonymousCaps: caps } });
  });
  after(() => p.t.close());

  const boletoLink = () => p.newLink({ amount: '150,00', paymentMethods: ['pix', 'bank_slip'] });
  /** Issues the boletos at once (concurrent requests), each answered 200; their mail rows. */
  const issue = async (linkId: string, emails: string[]) => {
    const answers = await Promise.all(
      emails.map((email) => p.pay(linkId, payer(email), `caps-${process.pid}-${++key}`)),
    );
    for (const res of answers) assert.equal(res.statusCode, 200, res.body);
    const ids = answers.map((res) => res.json<{ id: string }>().id);
    return p.t.ctx.database.query<{ status: string; last_error: string | null }>(
      `SELECT status, last_error FROM mail_outbox WHERE event_key = ANY($1::text[])`,
      [ids.map((id) => `boleto:${id}`)],
    );
  };
  const sent = (rows: { status: string }[]) => rows.filter((r) => r.status === 'pendente').length;
  const reasons = (rows: { status: string; last_error: string | null }[]) =>
    rows.filter((r) => r.status === 'nao_enviavel').map((r) => r.last_error);

  test('one address gets 2; the third boleto is issued and its e-mail recorded unsent', async () => {
    const rows = await issue(await boletoLink(), [
      'alvo@vitima.test',
      'alvo@vitima.test',
      'ALVO@vitima.test',
    ]);
    assert.equal(rows.length, 3);
    assert.equal(sent(rows), 2);
    assert.deepEqual(reasons(rows), [
      'Limite de 2 emails de boleto por 60 minutos para este endereço atingido: o boleto foi emitido, o email não foi enviado.',
    ]);
  });

  test('one link sends 3 whatever the addresses; then the seller has had its 5', async () => {
    const link = await boletoLink();
    const rows = await issue(link, ['a1@vitima.test', 'a2@vitima.test', 'a3@vitima.test', 'a4@vitima.test']);
    assert.equal(sent(rows), 3);
    assert.match(reasons(rows)[0] ?? '', /para este link atingido/);
    // 2 on the first link and 3 here: a new link and a new address still send nothing for this seller.
    const other = await issue(await boletoLink(), ['b1@vitima.test']);
    assert.equal(sent(other), 0);
    assert.match(
      reasons(other)[0] ?? '',
      /^Limite de 5 emails de boleto por 60 minutos para este vendedor atingido/,
    );
    const boletos = await p.t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transactions WHERE method = 'bank_slip' AND status = 'pendente'`,
    );
    assert.equal(boletos[0]?.n, 8, 'every boleto was issued');
  });
});
