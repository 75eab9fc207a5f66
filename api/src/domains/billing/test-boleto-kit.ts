import { uniqueCpf } from '../../test/cpf';
import assert from 'node:assert/strict';
import type { CustomerSubscription } from '@pagora/shared/contracts';
import { testConfig } from '../../test/config';
import { createTestApp, type TestApp } from '../../test/harness';
import { runMailSweep, startTestInbox, type TestInbox } from '../mail/testing';
import { paymentsSweep } from '../payments/testing';
import { saoPauloToday } from './schedule';
import { billingKit, type BillingKit } from './test-kit';
import { confirmEmailOf } from '../accounts/testing';

const DAY = 24 * 60 * 60 * 1000;
export const ptDate = (iso: string) => iso.split('-').reverse().join('/');
export const FULL_ADDRESS = {
  street: 'Praça da Sé',
  number: '100',
  neighborhood: 'Sé',
  zipCode: '01001-000',
  city: 'São Paulo',
  state: 'SP',
};

/**
 * For the boleto subscriptions' API tests (not a test file): an app whose sweeps run only when the
 * test says (with its own clock; `jobs`: the queue runs them on its kicks), a real SMTP inbox, a plan that takes boletos (issued 5 days ahead,
 * 2 % fee, 1 % interest) and a buyer with a full address and a customer login ('bia').
 */
export async function boletoKit(options: { jobs?: boolean } = {}) {
  const inbox: TestInbox = await startTestInbox();
  const t: TestApp = await createTestApp(
    {
      mail: { ...testConfig().mail, smtpUrl: inbox.url },
      // With `jobs`, the queue runs (kicks only: no billing timer) as in production.
      billing: { ...testConfig().billing, sweepMs: 0 },
    },
    { listen: true },
  );
  if (!options.jobs) await t.ctx.jobs.stop();
  const kit: BillingKit = await billingKit(t);
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
  const planId = plan.json<{ dados: { id: string } }>().dados.id;
  const buyer = await kit.call('POST', '/api/create-comprador', 'seller', {
    cadastrar_na_zoop: true,
    nome: 'Bia Boleto',
    email: 'bia@boleto.test',
    cpf_cnpj: uniqueCpf(),
    password: 'abc123',
    confirmpassword: 'abc123',
    phone: '(11) 98765-4321',
    address: FULL_ADDRESS,
  });
  assert.equal(buyer.statusCode, 201, buyer.body);
  const buyerId = buyer.json<{ dados: { id: string } }>().dados.id;
  // A login a seller creates starts unconfirmed (issue 35 item 8): its owner confirms it.
  await confirmEmailOf(t, 'bia@boleto.test');
  await kit.login('bia', 'bia@boleto.test', 'abc123');
  const now = new Date();
  const query = t.ctx.database.query.bind(t.ctx.database);

  return {
    t,
    kit,
    inbox,
    planId,
    buyerId,
    now,
    today: saoPauloToday(now),
    /** `days` after the kit started: the sweeps' clock. */
    at: (days: number) => new Date(now.getTime() + days * DAY),
    close: async () => {
      await t.close();
      await inbox.close();
    },
    async subscribe(dataCobranca: string, amount = '49,90') {
      const res = await kit.call('POST', '/api/assinaturas', 'seller', {
        plano_id: planId,
        customer_id: buyerId,
        amount,
        data_cobranca: dataCobranca,
        payment_methods: ['bank_slip'],
      });
      assert.equal(res.statusCode, 201, res.body);
      return res.json<{ dados: { id: string; payment_methods: string[] } }>().dados;
    },
    boletosOf: (subId: string) =>
      query<{ id: string; status: string; due: string; failure_reason: string | null }>(
        `SELECT t.id, t.status, t.boleto->>'dueDate' AS due, t.failure_reason FROM transactions t
           JOIN subscription_charges c ON c.id = t.subscription_charge_id
          WHERE c.subscription_id = $1 AND t.method = 'bank_slip' ORDER BY t.created_at`,
        [subId],
      ),
    chargeOf: async (subId: string) =>
      (
        await query<{ status: string; next: string | null }>(
          `SELECT status, to_char(next_attempt_on, 'YYYY-MM-DD') AS next FROM subscription_charges
            WHERE subscription_id = $1 ORDER BY cycle_date LIMIT 1`,
          [subId],
        )
      )[0],
    statusOf: async (subId: string) =>
      (await query<{ status: string }>(`SELECT status FROM subscriptions WHERE id = $1`, [subId]))[0]?.status,
    /** 'Minhas Assinaturas' as customer `who` reads it. */
    async mine(who: string) {
      const res = await kit.call('GET', `/api/assinaturas-customer/${kit.userId[who]}`, who);
      assert.equal(res.statusCode, 200, res.body);
      return res.json<{ dados: CustomerSubscription[] }>().dados;
    },
    /** Delivers the outbox to the inbox: the buyer's messages (its login's invitation aside). */
    async deliver() {
      while ((await runMailSweep(t.ctx)) > 0);
      return inbox.messages.filter(
        (m) =>
          JSON.stringify(m.to).includes('bia@boleto.test') &&
          !/^Confirme seu email|criou seu acesso/.test(m.subject ?? ''),
      );
    },
    /** The payments sweep voids a boleto past its limit date: moved into the past, as the calendar would. */
    async expire(transactionId: string) {
      await query(`UPDATE transactions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        transactionId,
      ]);
      await paymentsSweep(t.ctx)();
    },
  };
}
export type BoletoKit = Awaited<ReturnType<typeof boletoKit>>;
