// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { balanceOn, installmentCents, settle, type LedgerSale } from './payout-ledger';

// 26 Nov 2026 is a Thursday; noon in Brasília.
const thursday = new Date('2026-11-26T15:00:00Z');

const card = (over: Partial<LedgerSale> = {}): LedgerSale => ({
  transactionId: 'tx1',
  paymentType: 'credit',
  installments: 3,
  paidAt: thursday,
  netCents: 10_000,
  refunds: [],
  ...over,
});

test('installments split the net in whole cents, the remainder on the first', () => {
  assert.deepEqual(installmentCents(10_000, 3), [3334, 3333, 3333]);
  assert.deepEqual(installmentCents(1, 3), [1, 0, 0]);
  assert.deepEqual(installmentCents(999, 1), [999]);
});

test('card installment i settles at D+30·i', () => {
  const { receivables } = settle(card());
  assert.deepEqual(
    receivables.map((r) => [r.installment, r.expectedOn, r.amountCents]),
    [
      [1, '2026-12-26', 3334],
      [2, '2027-01-25', 3333],
      [3, '2027-02-24', 3333],
    ],
  );
});

test('PIX settles on the next business day, after a weekend', () => {
  const friday = new Date('2026-11-27T15:00:00Z');
  const { receivables } = settle(card({ paymentType: 'pix', installments: 1, paidAt: friday }));
  assert.deepEqual(
    receivables.map((r) => [r.expectedOn, r.amountCents]),
    [['2026-11-30', 10_000]],
  );
});

test('a refund cancels pending installments, latest first; one cut whole stays listed as refunded', () => {
  const refunds = [{ at: new Date('2026-12-01T15:00:00Z'), netCents: 4000 }];
  const { receivables, debits } = settle(card({ refunds }));
  assert.deepEqual(
    receivables.map((r) => [r.amountCents, r.status, r.canceledOn]),
    [
      [3334, 'pending', null],
      [2666, 'pending', null],
      [3333, 'refunded', '2026-12-01'],
    ],
  );
  assert.deepEqual(debits, []);
  assert.equal(balanceOn([card({ refunds })], [], '2026-12-01').futureCents, 6000);
});

test('a refund of a settled sale debits the available balance on its day', () => {
  const refunds = [{ at: new Date('2027-03-01T15:00:00Z'), netCents: 2500 }];
  const { debits } = settle(card({ refunds }));
  assert.deepEqual(debits, [{ transactionId: 'tx1', on: '2027-03-01', amountCents: 2500 }]);
  const b = balanceOn([card({ refunds })], [], '2027-03-01');
  assert.equal(b.availableCents, 7500);
});

test('balances move from future to available as the days pass; transfers debit available', () => {
  const sales = [card(), card({ transactionId: 'tx2', paymentType: 'pix', installments: 1, netCents: 990 })];
  assert.deepEqual(balanceOn(sales, [], '2026-11-26'), {
    availableCents: 0,
    futureCents: 10_990,
    blockedCents: 0,
    transferredCents: 0,
  });
  assert.equal(balanceOn(sales, [], '2026-11-27').availableCents, 990);
  const transfers = [
    { amountCents: 1000, status: 'succeeded' as const },
    { amountCents: 500, status: 'failed' as const },
  ];
  const b = balanceOn(sales, transfers, '2026-12-26');
  assert.deepEqual(b, { availableCents: 3324, futureCents: 6666, blockedCents: 0, transferredCents: 1000 });
});

test('available + future + transferred is the net minus refunds, to the cent', () => {
  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let round = 0; round < 200; round += 1) {
    const sales: LedgerSale[] = [];
    let expected = 0;
    for (let i = 0; i < 1 + rand(6); i += 1) {
      const net = 1 + rand(500_000);
      const refund = rand(3) === 0 ? rand(net + 1) : 0;
      expected += net - refund;
      sales.push(
        card({
          transactionId: `tx${i}`,
          paymentType: rand(2) ? 'pix' : 'credit',
          installments: 1 + rand(12),
          netCents: net,
          paidAt: new Date(Date.UTC(2026, rand(12), 1 + rand(28), 15)),
          refunds: refund
            ? [{ at: new Date(Date.UTC(2027, rand(12), 1 + rand(28), 15)), netCents: refund }]
            : [],
        }),
      );
    }
    const today = `2027-${String(1 + rand(12)).padStart(2, '0')}-15`;
    const b = balanceOn(sales, [{ amountCents: rand(1000), status: 'succeeded' }], today);
    assert.equal(b.availableCents + b.futureCents + b.blockedCents + b.transferredCents, expected);
  }
});
