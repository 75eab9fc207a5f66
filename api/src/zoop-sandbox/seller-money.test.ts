// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import { STANDARD_FEE_RATES } from '@pagora/shared';
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSandbox, V1 } from './testing';

/**
 * Issue 38: the sandbox takes fees from its rate table (the card by installment band), a control
 * call changes them, and a seller's account history is its ledger day by day: its sum up to
 * today is the available plus the future balance, whatever the clock.
 */

// Thursday 26 Nov 2026, noon in Brasília; every reading a millisecond later, so events keep order.
let ms = Date.parse('2026-11-26T15:00:00Z');
const sb = await startSandbox({ now: () => new Date(ms++) });
after(() => sb.close());

const card = async (sellerId: string, amount: number, installments: number, extra = {}) =>
  sb.ok(
    'GET',
    `${V1}/transactions/${await sb.paidCard(sellerId, amount, {
      installment_plan: { mode: 'interest_free', number_installments: installments },
      ...extra,
    })}`,
  );
const pix = async (sellerId: string, amount: number) => {
  const tx = await sb.ok('POST', `${V1}/transactions`, {
    amount,
    on_behalf_of: sellerId,
    payment_type: 'pix',
  });
  await sb.ok('POST', `/_control/transactions/${String(tx.id)}/pay`);
  return sb.ok('GET', `${V1}/transactions/${String(tx.id)}`);
};
const feeOf = (tx: Record<string, unknown>) => [tx.fees, (tx.fee_details as { amount: string }[])[0]?.amount];

test('fees follow the rate table: the card by its installment band, PIX by its rate; the control changes and resets them', async () => {
  const seller = await sb.seller('39053344705');
  assert.deepEqual(feeOf(await card(seller, 10_000, 1)), ['3.99', '3.99']);
  assert.deepEqual(feeOf(await card(seller, 10_000, 10)), ['3.99', '3.99']);

  const contract = {
    ...STANDARD_FEE_RATES,
    pixHundredths: 150,
    boletoCents: 310,
    card: { '1x': 299, '2-6x': 349, '7-12x': 599, '13-21x': 799 },
  };
  assert.deepEqual((await sb.ok('POST', '/_control/fee-rates', { rates: contract })).rates, contract);
  assert.deepEqual(feeOf(await card(seller, 10_000, 1)), ['2.99', '2.99']);
  assert.deepEqual(feeOf(await card(seller, 10_000, 6)), ['3.49', '3.49']);
  assert.deepEqual(feeOf(await card(seller, 10_000, 7)), ['5.99', '5.99']);
  assert.deepEqual(feeOf(await card(seller, 10_005, 13)), ['7.99', '7.99']); // 79,9399… → 7,99
  assert.deepEqual(feeOf(await pix(seller, 10_033)), ['1.50', '1.50']); // 150,495 → 1,50
  const buyer = String((await sb.buyer()).json.id);
  const boleto = await sb.ok('POST', `${V1}/transactions`, {
    amount: 3000,
    on_behalf_of: seller,
    customer: buyer,
    payment_type: 'boleto',
    payment_method: { expiration_date: '2026-12-01' },
  });
  assert.deepEqual(feeOf(boleto), ['3.10', '3.10']);

  await sb.ok('POST', '/_control/fee-rates', { rates: null });
  assert.deepEqual(feeOf(await card(seller, 10_000, 7)), ['3.99', '3.99']);
  assert.equal((await sb.call('POST', '/_control/fee-rates', { rates: { pixHundredths: -1 } })).status, 400);
});

type Item = { date: string; type: string; amount: string; object_id: string };

const history = async (sellerId: string, query = '') =>
  ((await sb.ok('GET', `${V1}/sellers/${sellerId}/balances/history?limit=100${query}`)).items ??
    []) as Item[];
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The invariant: Σ history up to today = available + future, at this clock position. */
async function assertHistoryIsTheBalance(sellerId: string) {
  const ledger = await sb.ok('GET', `/_control/sellers/${sellerId}/ledger`);
  const sum = (await history(sellerId)).reduce((s, m) => s + cents(m.amount), 0);
  assert.equal(sum, Number(ledger.availableCents) + Number(ledger.futureCents), `on ${String(ledger.today)}`);
}

test("a seller's history is its ledger day by day: sales, refunds, transfers and a failed one back", async () => {
  const seller = await sb.seller('70286372019');
  const partner = await sb.seller('11144477735');
  const split = {
    split_rules: [{ recipient: partner, percentage: 20, liable: true, charge_processing_fee: false }],
  };
  // R$ 100,00 in 3x: the seller keeps 100,00 − 20,00 (partner) − 3,99 (fee) = 76,01.
  const sale = await card(seller, 10_000, 3, split);
  const paid = await pix(seller, 5_000); // 0,99 % of 50,00 = 0,495 → 0,50: keeps 49,50
  await assertHistoryIsTheBalance(seller);
  // R$ 10,00 back: the seller's share of it (8,00) leaves, the fee stays with the provider.
  await sb.ok('POST', `${V1}/transactions/${String(sale.id)}/void`, { on_behalf_of: seller, amount: 1_000 });
  await assertHistoryIsTheBalance(seller);

  await sb.ok('POST', '/_control/clock', { days: 1 }); // Friday: the PIX settles
  const token = await sb.ok('POST', `${V1}/bank_accounts/tokens`, {
    holder_name: 'Ana Souza',
    taxpayer_id: '70286372019',
    bank_code: '341',
    routing_number: '0001',
    account_number: '12345-6',
    type: 'checking',
  });
  const account = await sb.ok('POST', `${V1}/bank_accounts`, { customer: seller, token: token.id });
  const out = await sb.ok('POST', `${V1}/bank_accounts/${String(account.id)}/transfers`, { amount: 3_000 });
  await assertHistoryIsTheBalance(seller);
  await sb.ok('POST', '/_control/clock', { days: 3 }); // Monday: the transfer was paid
  await sleep(5);
  const failed = await sb.ok('POST', `${V1}/bank_accounts/${String(account.id)}/transfers`, {
    amount: 1_000,
  });
  await sb.ok('POST', `/_control/transfers/${String(failed.id)}/fail`, { reason: 'Conta encerrada' });
  await assertHistoryIsTheBalance(seller);
  await sb.ok('POST', '/_control/clock', { days: 40 });
  await assertHistoryIsTheBalance(seller);

  assert.deepEqual(
    (await history(seller)).map((m) => [m.date, m.type, m.amount, m.object_id]),
    [
      ['2026-11-26', 'transaction', '76.01', sale.id],
      ['2026-11-26', 'transaction', '49.50', paid.id],
      ['2026-11-26', 'refund', '-8.00', sale.id],
      ['2026-11-27', 'transfer', '-30.00', out.id],
      ['2026-11-30', 'transfer', '-10.00', failed.id],
      ['2026-11-30', 'transfer_reversal', '10.00', failed.id],
    ],
  );
  // The partner's share is its own sale line; a day range keeps only its days.
  assert.deepEqual(
    (await history(partner)).map((m) => [m.date, m.type, m.amount]),
    [
      ['2026-11-26', 'transaction', '20.00'],
      ['2026-11-26', 'refund', '-2.00'],
    ],
  );
  const friday = '&created_date_range[gte]=2026-11-27&created_date_range[lte]=2026-11-27';
  assert.deepEqual(
    (await history(seller, friday)).map((m) => m.type),
    ['transfer'],
  );
});
