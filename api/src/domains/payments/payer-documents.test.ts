import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { boletoAnswerSchema, cardAnswerSchema, pixAnswerSchema } from '@pagora/shared/contracts';
import { pdfTextLines } from '../../test/pdf-text';
import { CARDS, boletoBody, cardBody, startPaymentsApp, waitFor } from './test-support';

/**
 * Issue 35 items 1 and 8: the payer's documents (receipt JSON and PDF, boleto PDF) open with the
 * transaction's id and the document token the payer was given, never with the id alone (sellers
 * see ids in lists, CSVs and e-mails); and only a paid payment is called paid.
 */
type Env = Awaited<ReturnType<typeof startPaymentsApp>>;

describe('payer documents: id and token, and only paid is called paid', () => {
  let env: Env;
  let linkId: string;
  before(async () => {
    env = await startPaymentsApp({ pixExpirySeconds: 3, pixExpirySweepMs: 50 });
    linkId = await env.newLink({
      amount: '150,00',
      paymentMethods: ['pix', 'credit_card', 'bank_slip'],
      boleto: { dueDays: 5 },
    });
  });
  after(() => env.t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    env.t.app.inject({ method: 'GET', url, headers });
  const tokenOf = async (id: string) => String((await env.tx(id))?.document_token);
  const pdfLines = async (id: string) => {
    const pdf = await get(`/api/receipt/${id}/pdf?t=${await tokenOf(id)}`);
    assert.equal(pdf.statusCode, 200, pdf.body);
    return pdfTextLines(pdf.rawPayload);
  };
  const statusOf = async (id: string) =>
    (await get(`/api/receipt/${id}?t=${await tokenOf(id)}`)).json<{ status: string }>().status;

  test('every charge answer carries a 256-bit token; the id alone, or a wrong token, opens nothing', async () => {
    const pix = pixAnswerSchema.parse((await env.pay(linkId, { valor: 150, paymentMethod: 'pix' })).json());
    const card = cardAnswerSchema.parse((await env.pay(linkId, cardBody({ installments: 1 }))).json()).data
      .data;
    const boleto = boletoAnswerSchema.parse((await env.pay(linkId, boletoBody(), `b-${Date.now()}`)).json());
    const tokens = [pix.documentToken, card.documentToken, boleto.documentToken];
    for (const token of tokens) assert.match(String(token), /^[A-Za-z0-9_-]{43}$/);
    assert.equal(new Set(tokens).size, 3);
    assert.equal(
      boleto.boleto.url,
      `${env.t.ctx.mail.publicUrl}/api/boleto/${boleto.id}/pdf?t=${boleto.documentToken}`,
    );

    const documents = [
      { id: pix.id, token: pix.documentToken, paths: ['/api/receipt/:id', '/api/receipt/:id/pdf'] },
      { id: card.id, token: card.documentToken, paths: ['/api/receipt/:id', '/api/receipt/:id/pdf'] },
      {
        id: boleto.id,
        token: boleto.documentToken,
        paths: ['/api/receipt/:id', '/api/receipt/:id/pdf', '/api/boleto/:id/pdf'],
      },
    ];
    const otherToken = card.documentToken;
    for (const { id, token, paths } of documents) {
      for (const path of paths) {
        const url = path.replace(':id', id);
        assert.equal((await get(`${url}?t=${token}`)).statusCode, 200, url);
        // The id alone (what the seller's list, CSV and e-mails show) and a near miss: not found.
        for (const wrong of [url, `${url}?t=`, `${url}?t=${String(token).slice(0, -1)}x`]) {
          const res = await get(wrong);
          assert.equal(res.statusCode, 404, wrong);
          assert.match(res.json<{ message: string }>().message, /^(Comprovante|Boleto) não encontrado\.$/);
        }
        if (id !== card.id) assert.equal((await get(`${url}?t=${otherToken}`)).statusCode, 404);
      }
    }
    // Not even the seller's own session opens them without the token.
    assert.equal((await get(`/api/boleto/${boleto.id}/pdf`, env.seller)).statusCode, 404);
  });

  test('the payer’s e-mails carry the token as the outbox secret, never in their data', async () => {
    const card = cardAnswerSchema.parse((await env.pay(linkId, cardBody({ installments: 1 }))).json()).data
      .data;
    const boleto = boletoAnswerSchema.parse((await env.pay(linkId, boletoBody(), `b2-${Date.now()}`)).json());
    type Row = { secret: string | null; data: unknown };
    const rowOf = async (eventKey: string) =>
      (
        await env.t.ctx.database.query<Row>('SELECT secret, data FROM mail_outbox WHERE event_key = $1', [
          eventKey,
        ])
      )[0];
    for (const [key, token] of [
      [`receipt:${card.id}`, card.documentToken],
      [`boleto:${boleto.id}`, boleto.documentToken],
    ] as const) {
      const row = await rowOf(key);
      assert.ok(row, key);
      // No SMTP here, so the message waits with its secret (cleared once delivered).
      assert.equal(row.secret, token);
      assert.ok(!JSON.stringify(row.data).includes(String(token)));
    }
  });

  test('pending, expired, declined and refunded are never called paid; paid is', async () => {
    const pix = pixAnswerSchema.parse((await env.pay(linkId, { valor: 150, paymentMethod: 'pix' })).json());
    assert.equal(await statusOf(pix.id), 'pendente_pix');
    const pending = await pdfLines(pix.id);

    const declined = await env.pay(linkId, cardBody({ number: CARDS.declined, installments: 1 }));
    assert.equal(declined.statusCode, 402);
    const declinedId = declined.json<{ data: { data: { id: string } } }>().data.data.id;

    const paid = cardAnswerSchema.parse((await env.pay(linkId, cardBody({ installments: 1 }))).json()).data
      .data;
    const paidLines = await pdfLines(paid.id);
    const refund = await env.t.app.inject({
      method: 'POST',
      url: `/api/transactions/${paid.id}/refund`,
      headers: { ...env.seller, 'idempotency-key': `r-${paid.id}` },
      payload: {},
    });
    assert.equal(refund.statusCode, 200, refund.body);
    await waitFor(async () => (await statusOf(pix.id)) === 'expirada');

    const cases = [
      { lines: pending, title: 'Aguardando pagamento' },
      { lines: await pdfLines(pix.id), title: 'Pagamento expirado' },
      { lines: await pdfLines(declinedId), title: 'Pagamento recusado' },
      { lines: await pdfLines(paid.id), title: 'Pagamento estornado' },
    ];
    for (const { lines, title } of cases) {
      assert.equal(lines[0], title, lines.join(' | '));
      assert.ok(
        lines.some((l) => l.includes('este documento não comprova pagamento')),
        lines.join(' | '),
      );
      for (const paidWords of [
        'Comprovante de pagamento',
        'Pagamento confirmado.',
        'Guarde este comprovante',
      ])
        assert.ok(!lines.some((l) => l.includes(paidWords)), `${title}: ${paidWords}`);
    }
    assert.equal(paidLines[0], 'Comprovante de pagamento');
    assert.ok(paidLines.includes('Pagamento confirmado.'));
    // No receipt e-mail for money never paid.
    const receipts = await env.t.ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_outbox WHERE event_key IN ($1, $2)',
      [`receipt:${pix.id}`, `receipt:${declinedId}`],
    );
    assert.equal(receipts[0]?.n, 0);
  });
});
