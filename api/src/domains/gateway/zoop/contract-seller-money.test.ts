import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { STANDARD_FEE_RATES } from '@pagora/shared';
import { AppError } from '../../../platform/app-error';
import { ANTICIPATION_NOT_ENABLED } from './prepayments';
import { CARD, approved, startEnv } from './test-env';

// Thursday 26 Nov 2026, noon in Brasília; every reading a millisecond later, so events keep order.
let ms = Date.parse('2026-11-26T15:00:00Z');

const ACCOUNT = {
  holderName: 'Ana Souza',
  taxpayerId: '12345678909',
  bankCode: '001',
  routingNumber: '1234',
  accountNumber: '998877-0',
  type: 'checking' as const,
};
const EVERY_DAY = { from: '2000-01-01', to: '2099-12-31' };

describe('the seller money verbs over HTTP (issue 38)', () => {
  let env: Awaited<ReturnType<typeof startEnv>>;
  let seller: string;
  before(async () => (env = await startEnv({}, { now: () => new Date(ms++) })));
  after(() => env.close());
  beforeEach(async () => {
    await env.control('POST', '/reset');
    seller = await env.seller('Ana');
  });
  const sale = (amountCents: number, installments = 1) =>
    approved(
      env.provider.chargeCard({
        referenceId: `sale-${ms}`,
        amountCents,
        installments,
        sellerId: seller,
        card: { number: '4539003370725497', ...CARD },
        description: 'Venda',
      }),
    );
  const code = (c: string) => (err: unknown) => err instanceof AppError && err.code === c;

  it('the provider takes the fee of its rate table, the card by installment band', async () => {
    assert.equal((await sale(10_000, 10)).feesCents, 399);
    const rates = { ...STANDARD_FEE_RATES, card: { ...STANDARD_FEE_RATES.card, '7-12x': 599 } };
    await env.control('POST', '/fee-rates', { rates });
    assert.deepEqual([(await sale(10_000, 10)).feesCents, (await sale(10_000, 1)).feesCents], [599, 399]);
  });

  it('reads the account history as movements: sale, refund, transfer and a failed one back', async () => {
    const tx = await sale(10_000); // keeps 96,01 after the 3,99 fee
    await env.provider.voidCharge(tx.providerId, 1000);
    await env.control('POST', '/clock', { days: 31 });
    const account = await env.provider.registerBankAccount(seller, ACCOUNT);
    const transfer = (amountCents: number) =>
      env.provider.createTransfer({
        sellerId: seller,
        bankAccountId: account.bankAccountId,
        referenceId: 'p',
        amountCents,
      });
    const paid = await transfer(2000);
    const failed = await transfer(1000);
    await env.control('POST', `/transfers/${failed.transferId}/fail`, { reason: 'Conta encerrada' });

    const moves = await env.provider.listBalanceMovements(seller, EVERY_DAY);
    assert.deepEqual(
      moves.map((m) => [m.date, m.type, m.amountCents, m.transactionId, m.transferId]),
      [
        ['2026-11-26', 'venda', 9601, tx.providerId, null],
        ['2026-11-26', 'estorno', -1000, tx.providerId, null],
        ['2026-12-27', 'saque', -2000, null, paid.transferId],
        ['2026-12-27', 'saque', -1000, null, failed.transferId],
        ['2026-12-27', 'saque_devolvido', 1000, null, failed.transferId],
      ],
    );
    const ledger = (await env.control('GET', `/sellers/${seller}/ledger`)).json as Record<string, number>;
    const sum = moves.reduce((s, m) => s + m.amountCents, 0);
    assert.equal(sum, ledger.availableCents! + ledger.futureCents!);
    const day = await env.provider.listBalanceMovements(seller, { from: '2026-12-27', to: '2026-12-27' });
    assert.deepEqual(
      day.map((m) => m.type),
      ['saque', 'saque', 'saque_devolvido'],
    );
  });

  it('simulates, asks, reads and lists an antecipação; its receivables read prepaid with their fee', async () => {
    const tx = await sale(100_000); // keeps 960,10, expected on 26/12
    const quote = await env.provider.simulatePrepayment({ sellerId: seller, amountCents: 100_000 });
    // 29 days early at 1,99 % a month: 960,10 × 1,99 % × 29/30 = 18,469… → 18,47.
    assert.deepEqual(
      [quote.grossCents, quote.feeCents, quote.netCents, quote.prepaymentDate],
      [96_010, 1847, 94_163, '2026-11-27'],
    );
    const asked = await env.provider.requestPrepayment({
      sellerId: seller,
      amountCents: 100_000,
      referenceId: 'a-1',
    });
    assert.deepEqual(
      [asked.status, asked.sellerId, asked.feeCents, asked.receivables],
      [
        'aprovada',
        seller,
        1847,
        [
          {
            receivableId: `${tx.providerId}-1`,
            transactionId: tx.providerId,
            installment: 1,
            amountCents: 96_010,
            expectedOn: '2026-12-26',
            feeCents: 1847,
          },
        ],
      ],
    );
    const [sent] = await env.requests('POST', '/prepayments');
    assert.deepEqual(sent?.body, {
      customer: seller,
      prepayment_date: '2026-11-27',
      auto_commit: true,
      target_amount: 100_000,
    });
    const [r] = await env.provider.listReceivables(seller, EVERY_DAY);
    assert.deepEqual([r?.prepaid, r?.anticipationFeeCents, r?.amountCents], [true, 1847, 94_163]);

    await env.control('POST', '/clock', { days: 1 });
    assert.equal((await env.provider.getPrepayment(asked.prepaymentId)).status, 'paga');
    assert.deepEqual(
      (await env.provider.listPrepayments(seller)).map((p) => [p.prepaymentId, p.status]),
      [[asked.prepaymentId, 'paga']],
    );
  });

  it('a refusal is an answer; a marketplace not enabled is 422 anticipation_not_enabled', async () => {
    await sale(100_000);
    await env.control('POST', '/prepayments/refuse-next', { reason: 'Limite excedido' });
    const refused = await env.provider.requestPrepayment({
      sellerId: seller,
      amountCents: 100_000,
      referenceId: 'r',
    });
    assert.deepEqual([refused.status, refused.refusalReason], ['recusada', 'Limite excedido']);

    await env.control('POST', '/prepayments/enabled', { enabled: false });
    await assert.rejects(
      env.provider.simulatePrepayment({ sellerId: seller, amountCents: 100_000 }),
      (err: unknown) =>
        code('anticipation_not_enabled')(err) &&
        (err as AppError).status === 422 &&
        (err as AppError).message === ANTICIPATION_NOT_ENABLED,
    );
    await assert.rejects(env.provider.listPrepayments(seller), code('anticipation_not_enabled'));
    await env.control('POST', '/prepayments/enabled', { enabled: true });
    await assert.rejects(
      env.provider.getPrepayment('0'.repeat(32)),
      (err: unknown) =>
        code('not_found')(err) && (err as AppError).message === 'Antecipação não encontrada no provedor.',
    );
    await assert.rejects(
      env.provider.listPrepayments('0'.repeat(32)),
      (err: unknown) =>
        code('not_found')(err) && (err as AppError).message === 'Vendedor não encontrado no provedor.',
    );
    await assert.rejects(
      env.provider.simulatePrepayment({ sellerId: seller, amountCents: 10, expectedFrom: '2026-12-01' }),
      code('bad_request'),
    );
  });

  it('a lost answer is 504 anticipation_outcome_unknown, asked once, and found again by listing', async () => {
    await sale(100_000);
    await env.setFaults({
      api: { failNext: 1, failAfterProcessing: true, method: 'POST', pathEndsWith: '/prepayments' },
    });
    await assert.rejects(
      env.provider.requestPrepayment({ sellerId: seller, amountCents: 100_000, referenceId: 'lost' }),
      (err: unknown) => code('anticipation_outcome_unknown')(err) && (err as AppError).status === 504,
    );
    assert.equal((await env.requests('POST', '/prepayments')).length, 1);
    const [found] = await env.provider.listPrepayments(seller);
    assert.deepEqual([found?.status, found?.grossCents], ['aprovada', 96_010]);
  });
});
