import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { formatDigitableLine } from '@pagora/shared';
import { SUBSCRIPTION_MESSAGES as M, type CustomerSubscription } from '@pagora/shared/contracts';
import { testConfig } from '../../test/config';
import { createTestApp, type TestApp } from '../../test/harness';
import { runMailSweep, startTestInbox, type TestInbox } from '../mail/testing';
import { paymentsSweep, sandboxCall } from '../payments/testing';
import { runBillingSweep } from './engine';
import { addDays, saoPauloToday } from './schedule';
import { billingKit, type BillingKit } from './test-kit';

const DAY = 24 * 60 * 60 * 1000;
const ptDate = (iso: string) => iso.split('-').reverse().join('/');
const FULL_ADDRESS = {
  street: 'Praça da Sé',
  number: '100',
  neighborhood: 'Sé',
  zipCode: '01001-000',
  city: 'São Paulo',
  state: 'SP',
};

/** Issue 24: subscriptions paid by boleto, issued N days before the due date, e-mailed, dunned. */
describe('billing: subscriptions paid by boleto', () => {
  let t: TestApp;
  let kit: BillingKit;
  let inbox: TestInbox;
  let planId = '';
  let buyerId = '';
  const now = new Date();
  const today = saoPauloToday(now);
  const at = (days: number) => new Date(now.getTime() + days * DAY);

  before(async () => {
    inbox = await startTestInbox();
    t = await createTestApp({ mail: { ...testConfig().mail, smtpUrl: inbox.url } }, { listen: true });
    // The sweeps (billing, payments, mail) run here with the test's own clock only.
    await t.ctx.jobs.stop();
    kit = await billingKit(t);
    const plan = await kit.call('POST', '/api/planos', 'seller', {
      nome: 'Clube do Boleto',
      description: 'Mensal',
      amount: 4990,
      frequency: 'mensal',
      interval: 1,
      payment_methods: ['bank_slip'],
      boleto: { issueDaysBefore: 5, multa: '2', juros: '1' },
    });
    assert.equal(plan.statusCode, 201, plan.body);
    planId = plan.json<{ dados: { id: string } }>().dados.id;
    const buyer = await kit.call('POST', '/api/create-comprador', 'seller', {
      cadastrar_na_zoop: true,
      nome: 'Bia Boleto',
      email: 'bia@boleto.test',
      cpf_cnpj: '52998224725',
      password: 'abc123',
      confirmpassword: 'abc123',
      phone: '(11) 98765-4321',
      address: FULL_ADDRESS,
    });
    assert.equal(buyer.statusCode, 201, buyer.body);
    buyerId = buyer.json<{ dados: { id: string } }>().dados.id;
    await kit.login('bia', 'bia@boleto.test', 'abc123');
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  const subscribe = async (dataCobranca: string, amount = '49,90') => {
    const res = await kit.call('POST', '/api/assinaturas', 'seller', {
      plano_id: planId,
      customer_id: buyerId,
      amount,
      data_cobranca: dataCobranca,
      payment_methods: ['bank_slip'],
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<{ dados: { id: string; payment_methods: string[] } }>().dados;
  };
  const boletosOf = (subId: string) =>
    t.ctx.database.query<{ id: string; status: string; due: string; failure_reason: string | null }>(
      `SELECT t.id, t.status, t.boleto->>'dueDate' AS due, t.failure_reason FROM transactions t
         JOIN subscription_charges c ON c.id = t.subscription_charge_id
        WHERE c.subscription_id = $1 AND t.method = 'bank_slip' ORDER BY t.created_at`,
      [subId],
    );
  const chargeOf = async (subId: string) =>
    (
      await t.ctx.database.query<{ status: string; next: string | null }>(
        `SELECT status, to_char(next_attempt_on, 'YYYY-MM-DD') AS next FROM subscription_charges
          WHERE subscription_id = $1 ORDER BY cycle_date LIMIT 1`,
        [subId],
      )
    )[0];
  const statusOf = async (subId: string) =>
    (
      await t.ctx.database.query<{ status: string }>(`SELECT status FROM subscriptions WHERE id = $1`, [
        subId,
      ])
    )[0]?.status;
  const mine = async (who: string) => {
    const res = await kit.call('GET', `/api/assinaturas-customer/${kit.userId[who]}`, who);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ dados: CustomerSubscription[] }>().dados;
  };
  const deliver = async () => {
    while ((await runMailSweep(t.ctx)) > 0);
    return inbox.messages.filter((m) => JSON.stringify(m.to).includes('bia@boleto.test'));
  };
  /** The payments sweep voids a boleto past its limit date: moved into the past, as the calendar would. */
  const expire = async (transactionId: string) => {
    await t.ctx.database.query(
      `UPDATE transactions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [transactionId],
    );
    await paymentsSweep(t.ctx)();
  };

  test('a method the plan does not take, a buyer without a full address, an amount below the floor: 400', async () => {
    const cardPlan = await kit.plan('seller', 'Só cartão');
    const notInPlan = await kit.call('POST', '/api/assinaturas', 'seller', {
      plano_id: cardPlan,
      customer_id: buyerId,
      amount: '49,90',
      payment_methods: ['bank_slip'],
    });
    assert.equal(notInPlan.statusCode, 400, notInPlan.body);
    assert.equal(notInPlan.json<{ message: string }>().message, M.methodNotInPlan);
    // The test kit's buyer has no neighbourhood ('bairro').
    const noAddress = await kit.customerOf('seller', 'semendereco', 'semendereco@cliente.test');
    const res = await kit.call('POST', '/api/assinaturas', 'seller', {
      plano_id: planId,
      customer_id: noAddress,
      amount: '49,90',
      payment_methods: ['bank_slip'],
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json<{ message: string }>().message, M.boletoBuyerAddress);
    const low = await kit.call('POST', '/api/assinaturas', 'seller', {
      plano_id: planId,
      customer_id: buyerId,
      amount: '29,99',
      payment_methods: ['bank_slip'],
    });
    assert.equal(low.statusCode, 400, low.body);
    assert.equal(
      low.json<{ message: string }>().message,
      'Com multa ou juros, o valor mínimo do boleto é R$ 30,00.',
    );
    const count = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM subscriptions WHERE plano_id = $1`,
      [planId],
    );
    assert.equal(count[0]?.n, 0);
  });

  test('issued exactly 5 days before the due date, once, e-mailed; shown to its customer only; paid at the sandbox', async () => {
    const due = addDays(today, 10);
    const sub = await subscribe(due);
    assert.deepEqual(sub.payment_methods, ['bank_slip']);
    await runBillingSweep(t.ctx, at(4));
    assert.equal((await boletosOf(sub.id)).length, 0, 'not yet 5 days before');
    await runBillingSweep(t.ctx, at(5));
    await runBillingSweep(t.ctx, at(5));
    const boletos = await boletosOf(sub.id);
    assert.equal(boletos.length, 1, 'one boleto, whatever the sweeps');
    assert.deepEqual([boletos[0]!.status, boletos[0]!.due], ['pendente', due]);
    assert.equal((await chargeOf(sub.id))?.status, 'aberta');

    const [view] = (await mine('bia')).filter((s) => s.id === sub.id);
    assert.deepEqual(view?.payment_methods, ['bank_slip']);
    const boleto = view?.em_aberto?.boleto;
    assert.ok(boleto, 'the open charge carries its boleto');
    assert.equal(boleto.transactionId, boletos[0]!.id);
    assert.equal(boleto.dueDate, due);
    assert.equal(boleto.amountCents, 4990);
    assert.match(boleto.digitableLine, /^\d{47}$/);
    assert.match(boleto.barcode, /^\d{44}$/);
    assert.equal(boleto.pdfUrl, `/api/boleto/${boletos[0]!.id}/pdf`);
    const pdf = await t.app.inject({ method: 'GET', url: boleto.pdfUrl });
    assert.equal(pdf.statusCode, 200);

    const mails = await deliver();
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, `Boleto da sua assinatura Clube do Boleto: vence em ${ptDate(due)}`);
    const text = mails[0]!.text ?? '';
    assert.match(text, /Clube do Boleto/);
    assert.match(text, /R\$\s49,90/);
    assert.ok(text.includes(`Vencimento: ${ptDate(due)}`), text);
    assert.ok(text.includes(formatDigitableLine(boleto.digitableLine)), text);
    assert.ok(
      String(mails[0]!.html).includes(`${t.ctx.mail.publicUrl}/api/boleto/${boleto.transactionId}/pdf`),
    );

    // Another customer sees neither the subscription nor its boleto; 'Pagar' by card is refused.
    assert.equal(
      (await mine('customer')).some((s) => s.id === sub.id),
      false,
    );
    const foreign = await kit.call('GET', `/api/assinaturas-customer/${kit.userId.bia}`, 'customer');
    assert.equal(foreign.statusCode, 404);
    const pay = await kit.call(
      'POST',
      `/api/assinaturas/${sub.id}/pagar`,
      'bia',
      { cardId: '00000000-0000-4000-8000-000000000000' },
      { 'idempotency-key': 'boleto-pay-1' },
    );
    assert.equal(pay.statusCode, 409, pay.body);
    assert.equal(pay.json<{ message: string }>().message, M.payByBoleto);

    // The plan cannot drop the boleto while this subscription is charged by it.
    const drop = await kit.call('PUT', `/api/planos/${planId}`, 'seller', {
      nome: 'Clube do Boleto',
      amount: 4990,
      frequency: 'mensal',
      interval: 1,
      payment_methods: ['credit'],
    });
    assert.equal(drop.statusCode, 409, drop.body);

    const paid = await t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${boleto.transactionId}` });
    assert.equal(paid.statusCode, 202, paid.body);
    // The sandbox's webhook reaches the API, which records the boleto paid.
    await sandboxCall(t, 'POST', '/_control/webhooks/flush');
    await t.ctx.payments.drain();
    assert.equal((await boletosOf(sub.id))[0]?.status, 'pago');
    await runBillingSweep(t.ctx, at(6));
    assert.equal((await chargeOf(sub.id))?.status, 'paga');
    assert.equal(await statusOf(sub.id), 'ativo');
    assert.equal((await mine('bia')).find((s) => s.id === sub.id)?.em_aberto, null);
  });

  test('expired unpaid: a new boleto for each retry with the refused notice, given up after the last', async () => {
    inbox.messages.length = 0;
    // Created inside the window: issued at once, due today.
    const sub = await subscribe(today);
    await runBillingSweep(t.ctx, now);
    let boletos = await boletosOf(sub.id);
    assert.deepEqual(
      boletos.map((b) => b.due),
      [today],
    );
    const retries = [1, 3, 7];
    for (const [i, day] of retries.entries()) {
      await expire(boletos.at(-1)!.id);
      await runBillingSweep(t.ctx, at(day === 1 ? 0 : retries[i - 1]!));
      assert.equal((await boletosOf(sub.id)).at(-1)?.failure_reason, 'Boleto vencido');
      assert.equal(await statusOf(sub.id), 'vencida');
      assert.equal((await chargeOf(sub.id))?.next, addDays(today, day));
      await runBillingSweep(t.ctx, at(day));
      await runBillingSweep(t.ctx, at(day));
      boletos = await boletosOf(sub.id);
      assert.equal(boletos.length, i + 2, 'one new boleto per retry');
      assert.equal(boletos.at(-1)?.due, addDays(today, day + 5));
    }
    await expire(boletos.at(-1)!.id);
    await runBillingSweep(t.ctx, at(7));
    assert.equal((await chargeOf(sub.id))?.status, 'falhou');
    assert.equal(await statusOf(sub.id), 'inativa');
    await runBillingSweep(t.ctx, at(8));
    assert.equal((await boletosOf(sub.id)).length, 4, 'nothing issued after giving up');

    const mails = await deliver();
    const refused = mails.filter(
      (m) => m.subject === 'Não conseguimos renovar sua assinatura: Clube do Boleto',
    );
    assert.equal(refused.length, 4);
    const texts = refused.map((m) => m.text ?? '');
    for (const day of retries)
      assert.equal(
        texts.filter((x) => x.includes(`Tentaremos de novo em ${ptDate(addDays(today, day))}`)).length,
        1,
      );
    assert.ok(texts.every((x) => x.includes('O boleto venceu sem pagamento')));
    assert.equal(texts.filter((x) => x.includes('Esta foi a última tentativa')).length, 1);
    assert.equal(mails.filter((m) => m.subject?.startsWith('Boleto da sua assinatura')).length, 4);
  });

  test('a sweep that died after the provider issued the boleto: the next one adopts it, never a second', async () => {
    const sub = await subscribe(addDays(today, 2));
    const [charge] = await t.ctx.database.query<{ id: string }>(
      `INSERT INTO subscription_charges (subscription_id, cycle_date, amount_cents, next_attempt_on)
       VALUES ($1, $2::date, 4990, $3::date) RETURNING id`,
      [sub.id, addDays(today, 2), today],
    );
    const transactionId = randomUUID();
    // Claimed (its row committed), then the provider issued it, then the process died: the lease ran out.
    await t.ctx.database.query(
      `INSERT INTO subscription_charge_attempts (charge_id, attempt_no, transaction_id, origin, lease_until)
       VALUES ($1, 1, $2, 'engine', now() - interval '1 second')`,
      [charge!.id, transactionId],
    );
    const [seller] = await t.ctx.database.query<{ id_seller: string }>(
      `SELECT id_seller FROM sellers WHERE id = (SELECT seller_id FROM subscriptions WHERE id = $1)`,
      [sub.id],
    );
    await t.ctx.payments.provider.createBoleto({
      referenceId: transactionId,
      amountCents: 4990,
      sellerId: seller!.id_seller,
      description: 'Assinatura Clube do Boleto',
      dueDate: addDays(today, 2),
      payer: {
        name: 'Bia Boleto',
        taxpayerId: '52998224725',
        email: 'bia@boleto.test',
        address: { ...FULL_ADDRESS, postalCode: '01001000' },
      },
    });
    // The sweeps' clock is the real one here: the lease ran out a second ago.
    await runBillingSweep(t.ctx, new Date());
    await runBillingSweep(t.ctx, new Date());
    const atProvider = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM zoop_sandbox_records WHERE kind = 'transaction' AND reference_id = $1`,
      [transactionId],
    );
    assert.equal(atProvider[0]?.n, 1);
    const boletos = await boletosOf(sub.id);
    assert.deepEqual(
      boletos.map((b) => [b.id, b.status]),
      [[transactionId, 'pendente']],
    );
    const attempts = await t.ctx.database.query<{ outcome: string }>(
      `SELECT outcome FROM subscription_charge_attempts WHERE charge_id = $1`,
      [charge!.id],
    );
    assert.deepEqual(
      attempts.map((a) => a.outcome),
      ['boleto_emitido'],
    );
    const mails = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'subscription_boleto' AND event_key = $1`,
      [`subscription-boleto:${transactionId}`],
    );
    assert.equal(mails[0]?.n, 1);
  });
});
