import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { AppError } from '../../../platform/app-error';
import type { ReceivingPolicy } from '../port';
import { CARD, approved, startEnv, startReceiver } from './test-env';

type Env = Awaited<ReturnType<typeof startEnv>>;

const ACCOUNT = {
  holderName: 'Ana Souza',
  taxpayerId: '12345678909',
  bankCode: '341',
  routingNumber: '0001',
  accountNumber: '12345-6',
  type: 'checking' as const,
};

describe('Zoop adapter ↔ sandbox: money out', () => {
  let env: Env;
  let seller: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => {
    env = await startEnv();
    receiver = await startReceiver();
  });
  after(async () => {
    await env.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await env.control('POST', '/reset');
    receiver.received.length = 0;
    seller = await env.seller();
  });
  // R$ 100,00 in 3 installments: 3,99 % fee → net R$ 96,01 → 32,01 + 32,00 + 32,00.
  const sale = (referenceId = 'sale-1', installments = 3) =>
    approved(
      env.provider.chargeCard({
        referenceId,
        amountCents: 10_000,
        installments,
        sellerId: seller,
        card: { number: '4539003370725497', ...CARD },
        description: 'Venda',
      }),
    );
  const ledger = async () =>
    (await env.control('GET', `/sellers/${seller}/ledger`)).json as Record<string, number>;
  const refused = (code: string) => (err: unknown) => err instanceof AppError && err.code === code;

  it('registers a bank account (token, then attach), lists and removes it', async () => {
    const account = await env.provider.registerBankAccount(seller, ACCOUNT);
    assert.equal(account.sellerId, seller);
    assert.equal(account.bankCode, '341');
    assert.equal(account.type, 'checking');
    assert.deepEqual(
      (await env.requests('POST', '/bank_accounts')).map((r) => r.path),
      ['/bank_accounts/tokens', '/bank_accounts'],
    );
    assert.deepEqual(
      (await env.provider.listBankAccounts(seller)).map((a) => a.bankAccountId),
      [account.bankAccountId],
    );
    await env.provider.removeBankAccount(account.bankAccountId);
    await env.provider.removeBankAccount(account.bankAccountId); // gone already: still removed
    assert.deepEqual(await env.provider.listBankAccounts(seller), []);
  });

  it('refuses bad bank data at the provider without attaching anything', async () => {
    await assert.rejects(env.provider.registerBankAccount(seller, { ...ACCOUNT, bankCode: '34' }));
    assert.deepEqual(await env.provider.listBankAccounts(seller), []);
  });

  it('names what was not found', async () => {
    const notFound = (message: string) => (err: unknown) =>
      err instanceof AppError && err.status === 404 && err.message === message;
    await assert.rejects(
      env.provider.getTransfer('f'.repeat(32)),
      notFound('Transferência não encontrada no provedor.'),
    );
    await assert.rejects(
      env.provider.getReceivingPolicy('e'.repeat(32)),
      notFound('Vendedor não encontrado no provedor.'),
    );
    await assert.rejects(
      env.provider.createTransfer({
        sellerId: seller,
        bankAccountId: 'd'.repeat(32),
        amountCents: 1,
        referenceId: 'x',
      }),
      notFound('Conta bancária não encontrada no provedor.'),
    );
  });

  it('reads and sets the receiving policy, weekly and monthly as what they are, with all four fields', async () => {
    assert.deepEqual(await env.provider.getReceivingPolicy(seller), { kind: 'manual' });
    const policies: ReceivingPolicy[] = [
      { kind: 'automatic_daily', minimumCents: 0 },
      { kind: 'automatic_weekly', transferDay: 5, minimumCents: 10050 },
      { kind: 'automatic_monthly', transferDay: 15, minimumCents: 2000 },
      { kind: 'manual' },
    ];
    for (const policy of policies) {
      assert.deepEqual(await env.provider.setReceivingPolicy(seller, policy), policy);
      assert.deepEqual(await env.provider.getReceivingPolicy(seller), policy);
    }
    const sent = await env.requests('POST', `/sellers/${seller}/receiving_policy`);
    assert.deepEqual(sent[1]?.body, {
      transfer_interval: 'weekly',
      transfer_day: 5,
      transfer_enabled: true,
      minimum_transfer_value: '100.50',
    });
    for (const r of sent)
      assert.deepEqual(Object.keys(r.body).sort(), [
        'minimum_transfer_value',
        'transfer_day',
        'transfer_enabled',
        'transfer_interval',
      ]);
  });

  it('dates card installments at D+30·i and makes the first available after 31 days', async () => {
    const charge = await sale();
    const today = ((await env.control('GET', '/clock')).json as { today: string }).today;
    const receivables = await env.provider.listReceivables(seller, { from: today, to: '9999-12-31' });
    assert.deepEqual(
      receivables.map((r) => [r.installment, r.amountCents, r.status, r.transactionId]),
      [
        [1, 3201, 'pendente', charge.providerId],
        [2, 3200, 'pendente', charge.providerId],
        [3, 3200, 'pendente', charge.providerId],
      ],
    );
    const days = receivables.map((r) =>
      Math.round((Date.parse(r.expectedOn) - Date.parse(today)) / 86_400_000),
    );
    assert.deepEqual(days, [30, 60, 90]);
    assert.deepEqual(await ledger(), {
      today,
      availableCents: 0,
      futureCents: 9601,
      blockedCents: 0,
      transferredCents: 0,
    });
    await env.control('POST', '/clock', { days: 31 });
    const after31 = await ledger();
    assert.equal(after31.availableCents, 3201);
    assert.equal(after31.futureCents, 6400);
  });

  it('transfers what is available and refuses more, Zoop-style', async () => {
    await sale();
    const account = await env.provider.registerBankAccount(seller, ACCOUNT);
    await env.control('POST', '/clock', { days: 31 });
    const input = { sellerId: seller, bankAccountId: account.bankAccountId, referenceId: 'payout-1' };
    await assert.rejects(
      env.provider.createTransfer({ ...input, amountCents: 3202 }),
      refused('transfer_refused'),
    );
    const t = await env.provider.createTransfer({ ...input, amountCents: 3000 });
    assert.equal(t.status, 'pendente');
    assert.equal(t.amountCents, 3000);
    assert.equal((await ledger()).availableCents, 201);
    await assert.rejects(
      env.provider.createTransfer({ ...input, referenceId: 'payout-2', amountCents: 202 }),
      refused('transfer_refused'),
    );
    // The bank pays it the next day.
    await env.control('POST', '/clock', { days: 1 });
    assert.equal((await env.provider.getTransfer(t.transferId)).status, 'pago');
  });

  it('never overdraws under parallel transfers', async () => {
    await sale();
    const account = await env.provider.registerBankAccount(seller, ACCOUNT);
    await env.control('POST', '/clock', { days: 31 }); // 32,01 available
    const input = { sellerId: seller, bankAccountId: account.bankAccountId, amountCents: 1000 };
    const many = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        env.provider.createTransfer({ ...input, referenceId: `key-${i}` }),
      ),
    );
    assert.equal(many.filter((r) => r.status === 'fulfilled').length, 3);
    assert.ok(many.every((r) => r.status === 'fulfilled' || refused('transfer_refused')(r.reason)));
    const l = await ledger();
    assert.deepEqual([l.availableCents, l.transferredCents], [201, 3000]);
  });

  it('sends a transfer whose answer was lost once, and says its outcome is unknown', async () => {
    await sale();
    const account = await env.provider.registerBankAccount(seller, ACCOUNT);
    const { today } = (await env.control('POST', '/clock', { days: 31 })).json as { today: string };
    // The sandbox's clock moved 31 days: the range is around its day.
    const from = `${today}T00:00:00-03:00`;
    const to = new Date(Date.parse(from) + 2 * 86_400_000).toISOString();
    await env.setFaults({ api: { failNext: 1, failAfterProcessing: true, method: 'POST' } });
    await assert.rejects(
      env.provider.createTransfer({
        sellerId: seller,
        bankAccountId: account.bankAccountId,
        referenceId: 'payout-lost',
        amountCents: 1000,
      }),
      (err: unknown) =>
        err instanceof AppError &&
        err.status === 504 &&
        err.code === 'transfer_outcome_unknown' &&
        err.details?.retryable === false,
    );
    const posts = await env.requests('POST', `/bank_accounts/${account.bankAccountId}/transfers`);
    assert.equal(posts.length, 1);
    // Zoop keeps no reference: only amount, description (ours rides in it) and the like are sent.
    assert.equal(posts[0]?.body.reference_id, undefined);
    const listed = await env.provider.listTransfers(seller, { from, to });
    assert.deepEqual(
      listed.map((t) => [t.amountCents, t.bankAccountId]),
      [[1000, account.bankAccountId]],
    );
    assert.deepEqual(
      await env.provider.listTransfers(seller, { from: '2000-01-01T00:00:00Z', to: from }),
      [],
    );
    assert.equal((await ledger()).transferredCents, 1000);
  });

  it('a refund cuts pending installments; an automatic policy transfers the available balance daily', async () => {
    const charge = await sale();
    await env.provider.voidCharge(charge.providerId, 4000);
    const l = await ledger();
    // R$ 40,00 back to the buyer: the last installment goes, then 8,00 of the second; the fee stays.
    assert.deepEqual([l.availableCents, l.futureCents], [0, 9601 - 4000]);
    const rest = await env.provider.listReceivables(seller, { from: '0000-01-01', to: '9999-12-31' });
    assert.deepEqual(
      rest.map((r) => [r.installment, r.amountCents, r.grossAmountCents, r.status]),
      [
        [1, 3201, 3201, 'pendente'],
        [2, 2400, 3200, 'pendente'],
        // Taken whole by the refund: listed by Zoop, never to be received.
        [3, 3200, 3200, 'estornado'],
      ],
    );
    await env.provider.registerBankAccount(seller, ACCOUNT);
    await env.provider.setReceivingPolicy(seller, { kind: 'automatic_daily', minimumCents: 0 });
    await env.control('POST', '/clock', { days: 31 });
    const after31 = await ledger();
    assert.equal(after31.availableCents, 0);
    assert.equal(after31.transferredCents, 3201);
  });

  it('sends transfer webhooks in the charge webhooks’ envelope', async () => {
    const reg = await env.zoop('POST', '/webhooks', {
      url: receiver.url,
      method: 'POST',
      event: ['transfer.created', 'transfer.succeeded', 'transfer.failed'],
    });
    assert.equal(reg.status, 201);
    await sale();
    const account = await env.provider.registerBankAccount(seller, ACCOUNT);
    await env.control('POST', '/clock', { days: 31 });
    const t = await env.provider.createTransfer({
      sellerId: seller,
      bankAccountId: account.bankAccountId,
      referenceId: 'payout-hook',
      amountCents: 500,
    });
    const fail = await env.control('POST', `/transfers/${t.transferId}/fail`, { reason: 'Conta encerrada' });
    assert.equal(fail.status, 200);
    await env.flushWebhooks();
    assert.deepEqual(
      receiver.received.map((r) => r.body.type),
      ['transfer.created', 'transfer.failed'],
    );
    const last = receiver.received[1]!;
    const event = env.provider.parseWebhook(last.raw, last.headers);
    assert.equal(event.type, 'transfer.failed');
    assert.equal((last.body.payload as { object: { id: string } }).object.id, t.transferId);
    const read = await env.provider.getTransfer(t.transferId);
    assert.deepEqual([read.status, read.failureReason], ['falhou', 'Conta encerrada']);
    assert.equal((await ledger()).availableCents, 3201); // a failed transfer gives the money back
  });
});
