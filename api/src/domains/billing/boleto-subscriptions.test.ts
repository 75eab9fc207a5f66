import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { formatDigitableLine } from '@pagora/shared';
import { SUBSCRIPTION_MESSAGES as M } from '@pagora/shared/contracts';
import { sandboxCall } from '../payments/testing';
import { runBillingSweep } from './engine';
import { boletoKit, type BoletoKit } from './test-boleto-kit';
import { addDays } from './schedule';
import { ptDate } from './test-boleto-kit';

/** Issue 24: subscriptions paid by boleto: who may, when it is issued, what the customer gets. */
describe('billing: subscriptions paid by boleto', () => {
  let k: BoletoKit;
  before(async () => {
    k = await boletoKit();
  });
  after(() => k.close());

  test('a method the plan does not take, a buyer without a full address, an amount below the floor: 400', async () => {
    const cardPlan = await k.kit.plan('seller', 'Só cartão');
    const notInPlan = await k.kit.call('POST', '/api/assinaturas', 'seller', {
      plano_id: cardPlan,
      customer_id: k.buyerId,
      amount: '49,90',
      payment_methods: ['bank_slip'],
    });
    assert.equal(notInPlan.statusCode, 400, notInPlan.body);
    assert.equal(notInPlan.json<{ message: string }>().message, M.methodNotInPlan);
    // The test kit's buyer has no neighbourhood ('bairro').
    const noAddress = await k.kit.customerOf('seller', 'semendereco', 'semendereco@cliente.test');
    const res = await k.kit.call('POST', '/api/assinaturas', 'seller', {
      plano_id: k.planId,
      customer_id: noAddress,
      amount: '49,90',
      payment_methods: ['bank_slip'],
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json<{ message: string }>().message, M.boletoBuyerAddress);
    const low = await k.kit.call('POST', '/api/assinaturas', 'seller', {
      plano_id: k.planId,
      customer_id: k.buyerId,
      amount: '29,99',
      payment_methods: ['bank_slip'],
    });
    assert.equal(low.statusCode, 400, low.body);
    assert.equal(
      low.json<{ message: string }>().message,
      'Com multa ou juros, o valor mínimo do boleto é R$ 30,00.',
    );
    const count = await k.t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM subscriptions WHERE plano_id = $1`,
      [k.planId],
    );
    assert.equal(count[0]?.n, 0);
  });

  test('issued exactly 5 days before the due date, once, e-mailed; shown to its customer only; paid k.at the sandbox', async () => {
    const due = addDays(k.today, 10);
    const sub = await k.subscribe(due);
    assert.deepEqual(sub.payment_methods, ['bank_slip']);
    await runBillingSweep(k.t.ctx, k.at(4));
    assert.equal((await k.boletosOf(sub.id)).length, 0, 'not yet 5 days before');
    await runBillingSweep(k.t.ctx, k.at(5));
    await runBillingSweep(k.t.ctx, k.at(5));
    const boletos = await k.boletosOf(sub.id);
    assert.equal(boletos.length, 1, 'one boleto, whatever the sweeps');
    assert.deepEqual([boletos[0]!.status, boletos[0]!.due], ['pendente', due]);
    assert.equal((await k.chargeOf(sub.id))?.status, 'aberta');

    const [view] = (await k.mine('bia')).filter((s) => s.id === sub.id);
    assert.deepEqual(view?.payment_methods, ['bank_slip']);
    const boleto = view?.em_aberto?.boleto;
    assert.ok(boleto, 'the open charge carries its boleto');
    assert.equal(boleto.transactionId, boletos[0]!.id);
    assert.equal(boleto.dueDate, due);
    assert.equal(boleto.amountCents, 4990);
    assert.match(boleto.digitableLine, /^\d{47}$/);
    assert.match(boleto.barcode, /^\d{44}$/);
    // The customer's own session hands out the boleto's link with its document token (issue 35).
    assert.match(
      boleto.pdfUrl,
      new RegExp(`^${k.t.ctx.mail.publicUrl}/api/boleto/${boletos[0]!.id}/pdf\\?t=[\\w-]{32,}$`),
    );
    assert.equal(view?.boleto_dias_antes, 5, "the plan's days before the due date");
    const pdfUrl = new URL(boleto.pdfUrl);
    const pdf = await k.t.app.inject({ method: 'GET', url: pdfUrl.pathname + pdfUrl.search });
    assert.equal(pdf.statusCode, 200);
    const byIdAlone = await k.t.app.inject({ method: 'GET', url: pdfUrl.pathname });
    assert.equal(byIdAlone.statusCode, 404);

    const mails = await k.deliver();
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, `Boleto da sua assinatura Clube do Boleto: vence em ${ptDate(due)}`);
    const text = mails[0]!.text ?? '';
    assert.match(text, /Clube do Boleto/);
    assert.match(text, /R\$\s49,90/);
    assert.ok(text.includes(`Vencimento: ${ptDate(due)}`), text);
    assert.ok(text.includes(formatDigitableLine(boleto.digitableLine)), text);
    assert.ok(
      String(mails[0]!.html).includes(`${k.t.ctx.mail.publicUrl}/api/boleto/${boleto.transactionId}/pdf`),
    );

    // Another customer sees neither the subscription nor its boleto; 'Pagar' by card is refused.
    assert.equal(
      (await k.mine('customer')).some((s) => s.id === sub.id),
      false,
    );
    const foreign = await k.kit.call('GET', `/api/assinaturas-customer/${k.kit.userId.bia}`, 'customer');
    assert.equal(foreign.statusCode, 404);
    const pay = await k.kit.call(
      'POST',
      `/api/assinaturas/${sub.id}/pagar`,
      'bia',
      { cardId: '00000000-0000-4000-8000-000000000000' },
      { 'idempotency-key': 'boleto-pay-1' },
    );
    assert.equal(pay.statusCode, 409, pay.body);
    assert.equal(pay.json<{ message: string }>().message, M.payByBoleto);

    // The plan cannot drop the boleto while this subscription is charged by it.
    const drop = await k.kit.call('PUT', `/api/planos/${k.planId}`, 'seller', {
      nome: 'Clube do Boleto',
      amount: 4990,
      frequency: 'mensal',
      interval: 1,
      payment_methods: ['credit'],
    });
    assert.equal(drop.statusCode, 409, drop.body);

    const paid = await k.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${boleto.transactionId}` });
    assert.equal(paid.statusCode, 202, paid.body);
    // The sandbox's webhook reaches the API, which records the boleto paid.
    await sandboxCall(k.t, 'POST', '/_control/webhooks/flush');
    await k.t.ctx.tasks.drain();
    assert.equal((await k.boletosOf(sub.id))[0]?.status, 'pago');
    await runBillingSweep(k.t.ctx, k.at(6));
    assert.equal((await k.chargeOf(sub.id))?.status, 'paga');
    assert.equal(await k.statusOf(sub.id), 'ativo');
    assert.equal((await k.mine('bia')).find((s) => s.id === sub.id)?.em_aberto, null);
  });
});
