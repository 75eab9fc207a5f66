// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSandbox, V1 } from './testing';

/**
 * Antecipação on the sandbox (issue 38): priced on its clock by its written rule (prepayments.ts),
 * approved at once unless refused, paid when the clock reaches its day, refused for a marketplace
 * Zoop has not enabled.
 */

// Thursday 26 Nov 2026, noon in Brasília: the money of an antecipação arrives on Friday the 27th.
let ms = Date.parse('2026-11-26T15:00:00Z');
const sb = await startSandbox({ now: () => new Date(ms++) });
after(() => sb.close());

let seller: string;
let big: string;
before(async () => {
  seller = await sb.seller();
  const plan = (n: number) => ({ installment_plan: { mode: 'interest_free', number_installments: n } });
  big = await sb.paidCard(seller, 100_000, plan(1)); // keeps 960,10, expected 26/12
  await sb.paidCard(seller, 30_000, plan(3)); // keeps 288,03: 3 × 96,01 on 26/12, 25/01, 24/02
});

type Receivable = { id: string; transaction: string; amount: string; anticipation_fee: string };
const byTx = (list: Receivable[]) =>
  list.map((r) => [r.transaction === big ? 'big' : 'parcelled', r.amount, r.anticipation_fee]);

test('a quote for a range prices each receivable by its days early, half up once each', async () => {
  const q = await sb.ok(
    'GET',
    `${V1}/sellers/${seller}/prepayments/info?expected_on_range[gte]=2026-12-26&expected_on_range[lte]=2026-12-26`,
  );
  // 29 days early at 1,99 % a month: 960,10 × 1,99 % × 29/30 = 18,469… → 18,47; 96,01 → 1,8469… → 1,85.
  assert.equal(q.prepayment_date, '2026-11-27');
  assert.deepEqual(
    [
      q.total_net_amount_before_prepayment_fees,
      q.total_net_amount_after_prepayment_fees,
      q.receivables_count,
    ],
    ['1056.11', '1035.79', 2],
  );
  assert.deepEqual(byTx(q.receivables as Receivable[]).sort(), [
    ['big', '960.10', '18.47'],
    ['parcelled', '96.01', '1.85'],
  ]);
});

test('a quote for an amount takes the nearest receivables that fit in it, whole', async () => {
  const q = await sb.ok('GET', `${V1}/sellers/${seller}/prepayments/info?target_amount=20000`);
  // 960,10 does not fit; the installments of 26/12 (29 days) and 25/01 (59 days) do: 1,85 + 3,76.
  assert.deepEqual(byTx(q.receivables as Receivable[]), [
    ['parcelled', '96.01', '1.85'],
    ['parcelled', '96.01', '3.76'],
  ]);
  assert.equal(q.total_net_amount_after_prepayment_fees, '186.41');
});

test('a disabled marketplace is refused 403 prepayment_not_enabled', async () => {
  await sb.ok('POST', '/_control/prepayments/enabled', { enabled: false });
  const info = await sb.call('GET', `${V1}/sellers/${seller}/prepayments/info?target_amount=20000`);
  const ask = await sb.call('POST', `${V1}/prepayments`, { customer: seller, target_amount: 20_000 });
  await sb.ok('POST', '/_control/prepayments/enabled', { enabled: true });
  for (const r of [info, ask]) {
    assert.equal(r.status, 403);
    assert.equal((r.json.error as { category: string }).category, 'prepayment_not_enabled');
  }
});

test('a refused antecipação takes nothing; the next one is approved, then paid on its day', async () => {
  await sb.ok('POST', '/_control/prepayments/refuse-next', { reason: 'Limite de antecipação excedido' });
  const ask = { customer: seller, min_expected_date: '2026-12-26', max_expected_date: '2026-12-26' };
  const refused = await sb.ok('POST', `${V1}/prepayments`, ask);
  assert.deepEqual([refused.status, refused.status_detail], ['refused', 'Limite de antecipação excedido']);

  const approved = await sb.ok('POST', `${V1}/prepayments`, ask);
  assert.deepEqual(
    [
      approved.status,
      approved.prepayment_date,
      approved.prepayment_gross_amount,
      approved.prepayment_net_amount,
    ],
    ['approved', '2026-11-27', '1056.11', '1035.79'],
  );
  const receivables = async () =>
    ((await sb.ok('GET', `${V1}/sellers/${seller}/receivables?expected_on_range[lte]=2026-12-26`)).items ??
      []) as (Receivable & { status: string; prepaid: string; paid_at: string | null })[];
  assert.deepEqual(
    (await receivables())
      .map((r) => [r.transaction === big, r.status, r.prepaid, r.amount, r.anticipation_fee])
      .sort(),
    [
      [false, 'pending', 'true', '94.16', '1.85'],
      [true, 'pending', 'true', '941.63', '18.47'],
    ],
  );
  // Anticipated receivables are not offered again.
  const again = await sb.call('POST', `${V1}/prepayments`, ask);
  assert.equal((again.json.error as { category: string }).category, 'no_prepayable_receivables');
  // The fee left on the day it was approved; the money is still future until Friday.
  let ledger = await sb.ok('GET', `/_control/sellers/${seller}/ledger`);
  assert.deepEqual([ledger.availableCents, ledger.futureCents], [0, 96010 + 28803 - 2032]);

  await sb.ok('POST', '/_control/clock', { days: 1 });
  const paid = await sb.ok('GET', `${V1}/prepayments/${String(approved.id)}`);
  assert.equal(paid.status, 'paid');
  ledger = await sb.ok('GET', `/_control/sellers/${seller}/ledger`);
  assert.deepEqual([ledger.availableCents, ledger.futureCents], [103579, 9601 * 2]);
  assert.deepEqual(
    (await receivables()).map((r) => [r.status, r.paid_at]),
    [
      ['paid', '2026-11-27'],
      ['paid', '2026-11-27'],
    ],
  );
  const listed = (await sb.ok('GET', `${V1}/sellers/${seller}/prepayments`)).items ?? [];
  assert.deepEqual(
    listed.map((p) => p.status),
    ['paid', 'refused'],
  );
  const events = (await sb.ok('GET', `${V1}/events?limit=100&sort=time-ascending`)).items ?? [];
  assert.deepEqual(
    events.map((e) => e.type).filter((t) => String(t).startsWith('prepayment.')),
    ['prepayment.refused', 'prepayment.approved', 'prepayment.paid'],
  );
});

test('a refund after the antecipação was paid debits the available balance; the history still adds up', async () => {
  await sb.ok('POST', `${V1}/transactions/${big}/void`, { on_behalf_of: seller });
  const ledger = await sb.ok('GET', `/_control/sellers/${seller}/ledger`);
  // 1.000,00 back takes the seller's whole 960,10 from what is available; the fee stays taken.
  assert.deepEqual([ledger.availableCents, ledger.futureCents], [103579 - 96010, 9601 * 2]);
  const items = (await sb.ok('GET', `${V1}/sellers/${seller}/balances/history?limit=100`)).items ?? [];
  const sum = items.reduce((s, m) => s + Math.round(Number(m.amount) * 100), 0);
  assert.equal(sum, Number(ledger.availableCents) + Number(ledger.futureCents));
  assert.deepEqual(
    items.filter((m) => m.type === 'prepayment_fee').map((m) => [m.date, m.amount]),
    [['2026-11-26', '-20.32']],
  );
});

test('an amount and a range together, a past or non-business prepayment_date, are refused 400', async () => {
  const both = await sb.call(
    'GET',
    `${V1}/sellers/${seller}/prepayments/info?target_amount=100&expected_on_range[gte]=2026-12-01&expected_on_range[lte]=2026-12-31`,
  );
  assert.equal(both.status, 400);
  for (const prepayment_date of ['2026-11-20', '2026-12-05']) {
    // 20/11 is gone; 05/12 is a Saturday.
    const r = await sb.call('POST', `${V1}/prepayments`, {
      customer: seller,
      target_amount: 20_000,
      prepayment_date,
    });
    assert.equal(r.status, 400, prepayment_date);
  }
});
