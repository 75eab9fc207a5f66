import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { formatBRL, formatDate, formatDigitableLine } from '@pagora/shared';
import { boletoAnswerSchema, type BoletoAnswer } from '@pagora/shared/contracts';
import { readByLibrary } from '../../platform/br-codes/independent-check';
import { brasiliaDate } from './methods/boleto/boleto-charge';
import { openSocket, startPaymentsApp, waitFor } from './test-support';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;

export const boletoBody = (overrides: Record<string, unknown> = {}) => ({
  paymentMethod: 'bank_slip',
  name: 'Joana Pereira Lima',
  cpf: '529.982.247-25',
  email: 'joana@example.com',
  address: {
    street: 'Praça da Sé',
    number: '100',
    complement: 'Sala 2',
    neighborhood: 'Sé',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '01001-000',
  },
  ...overrides,
});

/** Issue 24: a boleto through the link's payment call, on the sandbox, as a payer gets it. */
describe('POST /api/payment/:linkId with bank_slip', () => {
  let env: Env;
  let linkId: string;
  let key = 0;
  const nextKey = () => `boleto-${process.pid}-${++key}`;
  before(async () => {
    env = await startPaymentsApp();
    const recipient = env.t.demo.sellers[1]!.seller.id;
    linkId = await env.newLink({
      amount: '150,00',
      paymentMethods: ['pix', 'bank_slip'],
      boleto: { dueDays: 5, multa: '2', juros: '1' },
      splitPayments: [{ recipient, percentage: 10 }],
    });
  });
  after(() => env.t.close());

  const issue = async (link = linkId, body = boletoBody(), idempotencyKey = nextKey()) => {
    const res = await env.pay(link, body, idempotencyKey);
    assert.equal(res.statusCode, 200, res.body);
    return boletoAnswerSchema.parse(res.json());
  };
  const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

  test('issues a pending boleto a bank accepts, due in the link’s days, with our PDF', async () => {
    const answer = await issue();
    const dueDate = brasiliaDate(5);
    assert.equal(answer.status, 'pendente');
    assert.equal(answer.boleto.amountCents, 15_000);
    assert.equal(answer.boleto.dueDate, dueDate);
    assert.match(answer.boleto.barcode, /^\d{44}$/);
    assert.match(answer.boleto.digitableLine, /^\d{47}$/);
    assert.equal(
      answer.boleto.url,
      `${env.t.ctx.mail.publicUrl}/api/boleto/${answer.id}/pdf?t=${answer.documentToken}`,
    );
    // Read back by a maintained validator that did not make the codes.
    assert.deepEqual(readByLibrary(answer.boleto.digitableLine, true), {
      valid: true,
      barcode: answer.boleto.barcode,
      dueDate,
      amount: '150.00',
    });
    const row = await env.tx(answer.id);
    assert.equal(row?.status, 'pendente');
    assert.equal(row?.method, 'bank_slip');
    assert.equal(row?.payer_cpf, '52998224725');
  });

  test('the provider gets the fee, the interest and the link’s split', async () => {
    const answer = await issue();
    const row = await env.tx(answer.id);
    const sent = (await env.zoop('GET', `/transactions/${String(row?.provider_id)}`)).json as {
      payment_method: { billing_instructions: Record<string, { percentage: number; mode: string }> };
      split_rules: { recipient: string; percentage: string | number }[];
    };
    const instructions = sent.payment_method.billing_instructions;
    assert.equal(instructions.late_fee?.mode, 'PERCENTAGE');
    assert.equal(Number(instructions.late_fee?.percentage), 2);
    assert.equal(instructions.interest?.mode, 'MONTHLY_PERCENTAGE');
    assert.equal(Number(instructions.interest?.percentage), 1);
    assert.deepEqual(
      sent.split_rules.map((r) => [r.recipient, Number(r.percentage)]),
      [[env.t.demo.sellers[1]!.seller.idSeller, 10]],
    );
  });

  test('the same Idempotency-Key answers the same boleto; one charge at the provider', async () => {
    const key = nextKey();
    const first = await issue(linkId, boletoBody(), key);
    const again = await issue(linkId, boletoBody(), key);
    assert.deepEqual(again, first);
    const counted = await waitFor(async () => {
      const [row] = await env.t.ctx.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM zoop_sandbox_records WHERE kind = 'transaction' AND reference_id = $1`,
        [first.id],
      );
      return row && row.n > 0 ? row : null;
    });
    assert.equal(counted.n, 1);
  });

  test('refused in pt-BR before anything is written: no key, no address, bad CPF, bad UF', async () => {
    const [{ n: before }] = (await env.t.ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transactions',
    )) as [{ n: number }];
    const noKey = await env.pay(linkId, boletoBody());
    assert.equal(noKey.statusCode, 400);
    assert.match(message(noKey), /^Para emitir um boleto, envie o cabeçalho Idempotency-Key/);
    const cases: [Record<string, unknown>, string][] = [
      [
        { address: undefined },
        'Para emitir o boleto, informe o endereço completo (rua, número, bairro, cidade, UF e CEP).',
      ],
      [{ cpf: '111.111.111-11' }, 'CPF ou CNPJ inválido'],
      [
        { address: { ...boletoBody().address, state: 'São Paulo' } },
        'Informe a UF do endereço com 2 letras (ex: SP).',
      ],
    ];
    for (const [over, expected] of cases) {
      const res = await env.pay(linkId, boletoBody(over), nextKey());
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(message(res), expected);
    }
    const [{ n: after }] = (await env.t.ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transactions',
    )) as [{ n: number }];
    assert.equal(after, before);
  });

  test('Zoop’s floors: R$ 3,00, and R$ 30,00 with fee or interest', async () => {
    const plain = await env.newLink({ amount: '3,00', paymentMethods: ['bank_slip'] });
    assert.equal((await issue(plain)).boleto.amountCents, 300);
    // A link saved before its floor was enforced (or edited in the database) is still refused.
    await env.t.ctx.database.query('UPDATE payment_links SET amount_cents = 299 WHERE id = $1', [plain]);
    const low = await env.pay(plain, boletoBody(), nextKey());
    assert.equal(low.statusCode, 422);
    assert.equal(message(low), 'O valor mínimo do boleto é R$ 3,00.');
    const charged = await env.newLink({
      amount: '30,00',
      paymentMethods: ['bank_slip'],
      boleto: { dueDays: 2, juros: 1 },
    });
    await env.t.ctx.database.query('UPDATE payment_links SET amount_cents = 2999 WHERE id = $1', [charged]);
    const lowCharged = await env.pay(charged, boletoBody(), nextKey());
    assert.equal(lowCharged.statusCode, 422);
    assert.equal(message(lowCharged), 'Com multa ou juros, o valor mínimo do boleto é R$ 30,00.');
  });

  test('paid at the sandbox (Marcar como pago): pago, and the payer’s socket hears it', async () => {
    const answer = await issue();
    const socket = await openSocket(env.t.baseUrl);
    socket.send({ type: 'pix', transactionId: answer.id });
    await socket.next((m) => m.type === 'transaction_pending');
    const paid = await env.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${answer.id}` });
    assert.equal(paid.statusCode, 202, paid.body);
    assert.equal(message(paid), 'Pagamento do boleto enviado ao sandbox.');
    await env.settle();
    await socket.next((m) => m.type === 'transaction_success' && m.transactionId === answer.id);
    socket.close();
    assert.equal((await env.tx(answer.id))?.status, 'pago');
    const twice = await env.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${answer.id}` });
    assert.equal(twice.statusCode, 409);
    // No void gives a paid boleto back: the seller is told so, and nothing is refunded.
    const refund = await env.t.app.inject({
      method: 'POST',
      url: `/api/transactions/${answer.id}/refund`,
      headers: { ...env.seller, 'idempotency-key': nextKey() },
      payload: {},
    });
    assert.equal(refund.statusCode, 422, refund.body);
    assert.match(message(refund), /^Um boleto pago não pode ser estornado/);
    assert.equal((await env.tx(answer.id))?.status, 'pago');
  });

  test('unpaid past its payment limit date: falha, Boleto vencido, cancelled at the provider', async () => {
    const answer = await issue();
    const socket = await openSocket(env.t.baseUrl);
    socket.send({ type: 'pix', transactionId: answer.id });
    await socket.next((m) => m.type === 'transaction_pending');
    // The limit date is a month away: move it into the past, as the calendar would.
    await env.t.ctx.database.query(
      `UPDATE transactions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [answer.id],
    );
    const failed = await socket.next((m) => m.type === 'transaction_failed', 15_000);
    assert.equal(failed.reason, 'expirada');
    socket.close();
    const row = await env.tx(answer.id);
    assert.equal(row?.status, 'falha');
    assert.equal(row?.failure_reason, 'Boleto vencido');
    // The payer hears of it first; the sweep then voids it at the provider.
    const atProvider = await waitFor(async () => {
      const read = await env.zoop('GET', `/transactions/${String(row?.provider_id)}`);
      return read.json.status === 'canceled' ? read : null;
    });
    assert.equal(atProvider.json.status, 'canceled');
  });

  test('the printable boleto is a PDF for whoever holds its link; nothing by an id alone', async () => {
    const answer = await issue();
    const { pathname, search } = new URL(answer.boleto.url);
    const pdf = await env.t.app.inject({ method: 'GET', url: pathname + search });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const pix = await env.pay(linkId, { valor: 150, paymentMethod: 'pix' });
    for (const id of [answer.id, pix.json<{ id: string }>().id, '00000000-0000-4000-8000-000000000000']) {
      const res = await env.t.app.inject({ method: 'GET', url: `/api/boleto/${id}/pdf` });
      assert.equal(res.statusCode, 404);
      assert.equal(message(res), 'Boleto não encontrado.');
    }
  });

  test('the payer’s e-mail carries the line, amount, due date and our PDF; once per boleto', async () => {
    const key = nextKey();
    const answer = await issue(linkId, boletoBody({ email: 'Pagadora@Example.com' }), key);
    await issue(linkId, boletoBody({ email: 'Pagadora@Example.com' }), key);
    type Row = { id: string; recipient: string; subject: string; data: Record<string, unknown> };
    const rows = await env.t.ctx.database.query<Row>(
      `SELECT id, recipient, subject, data FROM mail_outbox WHERE event_key = $1`,
      [`boleto:${answer.id}`],
    );
    assert.equal(rows.length, 1);
    const [mail] = rows as [(typeof rows)[number]];
    assert.equal(mail.recipient, 'pagadora@example.com');
    assert.equal(mail.subject, `Seu boleto de ${formatBRL(15_000)} para Ana Souza Artesanato`);
    assert.equal(mail.data.digitableLine, answer.boleto.digitableLine);
    assert.equal(mail.data.dueDate, answer.boleto.dueDate);
    assert.ok(!JSON.stringify(mail.data).includes('52998224725'), 'no CPF in the outbox');
    // As the seller's back office shows it ('Emails enviados'): the message the payer reads.
    const shown = await env.t.app.inject({
      method: 'GET',
      url: `/api/emails/${mail.id}`,
      headers: env.seller,
    });
    assert.equal(shown.statusCode, 200, shown.body);
    const text = shown.json<{ dados: { texto: string } }>().dados.texto;
    assert.ok(text.includes(formatDigitableLine(answer.boleto.digitableLine)), text);
    assert.ok(text.includes(formatBRL(15_000)));
    assert.ok(text.includes(formatDate(answer.boleto.dueDate)));
    assert.ok(text.includes(`/api/boleto/${answer.id}/pdf`));
  });

  test('another seller cannot read the boleto’s transaction; its own seller can', async () => {
    const answer: BoletoAnswer = await issue();
    const listOf = async (email: string) => {
      const auth = await env.t.loginAs(email);
      const me = await env.t.app.inject({ method: 'GET', url: '/api/me', headers: auth });
      const userId = me.json<{ user: { id: string } }>().user.id;
      const res = await env.t.app.inject({
        method: 'GET',
        url: `/api/transactions/${userId}?method=bank_slip&pageSize=100`,
        headers: auth,
      });
      type Row = { id: string };
      return res.json<{ transactions: { transacoes: Row[] } }>().transactions.transacoes.map((r) => r.id);
    };
    assert.ok((await listOf('seller@pagora.demo')).includes(answer.id));
    assert.ok(!(await listOf('seller2@pagora.demo')).includes(answer.id));
  });
});
