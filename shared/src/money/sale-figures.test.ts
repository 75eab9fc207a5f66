import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  availableBalanceCents,
  futureBalanceCents,
  saleChargebackCents,
  saleDisputeOf,
  saleHeldCents,
  saleNetCents,
  splitReceivedCents,
  splitSentCents,
} from './sale-figures';

const sale = { grossCents: 10_000, feesCents: 239, refundedCents: 0, splitRules: [] };
const half = { recipientSellerId: 'b', percentageHundredths: 5_000, chargeProcessingFee: false };

test('net: gross less fees, refunds taken off once, nothing left after a full refund', () => {
  assert.equal(saleNetCents(sale), 9_761);
  assert.equal(saleNetCents({ ...sale, refundedCents: 5_000 }), 4_761);
  assert.equal(saleNetCents({ ...sale, refundedCents: 10_000 }), 0);
  // The fee stays after a partial refund: a tiny remainder leaves the seller owing it.
  assert.equal(saleNetCents({ ...sale, refundedCents: 9_900 }), -139);
});

test('split: the share sent is off the seller’s net, rounded down on what is left', () => {
  const split = { ...sale, feesCents: 250, splitRules: [half] };
  assert.equal(splitSentCents(split), 5_000);
  assert.equal(saleNetCents(split), 4_750);
  assert.equal(splitReceivedCents(split, 'b'), 5_000);
  const odd = { ...split, grossCents: 10_001 };
  assert.equal(splitSentCents(odd), 5_000);
  assert.equal(saleNetCents(odd), 4_751);
  const partly = { ...split, refundedCents: 4_000 };
  assert.equal(saleNetCents(partly), 3_000 - 250);
  assert.equal(splitReceivedCents(partly, 'b'), 3_000);
});

test('split: a recipient that carries the processing fee bears it instead of the seller', () => {
  const split = { ...sale, feesCents: 250, splitRules: [{ ...half, chargeProcessingFee: true }] };
  assert.equal(saleNetCents(split), 5_000);
  assert.equal(splitReceivedCents(split, 'b'), 4_750);
  assert.equal(splitReceivedCents(split, 'c'), 0);
});

test('balances: future is what is not settled; available never counts it, nor unsent payouts', () => {
  const future = futureBalanceCents([
    { amountCents: 3_000, settled: false },
    { amountCents: 7_000, settled: true },
  ]);
  assert.equal(future, 3_000);
  assert.equal(
    availableBalanceCents({ currentBalanceCents: 12_000, blockedCents: 500 }, future, 1_000),
    7_500,
  );
  assert.equal(availableBalanceCents({ currentBalanceCents: 1_000, blockedCents: 0 }, future, 0), 0);
});

test('dispute: an open one holds the net apart, a lost one takes it back, not as a refund', () => {
  assert.equal(saleDisputeOf('em_disputa'), 'open');
  assert.equal(saleDisputeOf('chargeback'), 'lost');
  assert.equal(saleDisputeOf('pago'), 'none');
  const open = { ...sale, dispute: 'open' as const };
  assert.equal(saleNetCents(open), 9_761, 'comes back if the dispute is won');
  assert.equal(saleHeldCents(open), 9_761);
  assert.equal(saleChargebackCents(open), 0);
  const lost = { ...sale, splitRules: [half], dispute: 'lost' as const };
  assert.equal(saleNetCents(lost), 0);
  assert.equal(splitReceivedCents(lost, 'b'), 0, 'the shares sent go back with the sale');
  assert.equal(saleChargebackCents(lost), 5_000 - 239);
  assert.equal(saleHeldCents(lost), 0);
  // Partly refunded before the bank took the rest: only what was left is the chargeback.
  assert.equal(saleChargebackCents({ ...sale, refundedCents: 4_000, dispute: 'lost' }), 6_000 - 239);
  assert.equal(saleHeldCents(sale), 0);
  assert.equal(saleChargebackCents(sale), 0);
});

test('balances: the net of a sale in dispute is not available to withdraw', () => {
  const held = { currentBalanceCents: 12_000, blockedCents: 500 };
  assert.equal(availableBalanceCents(held, 3_000, 1_000, 2_000), 5_500);
  assert.equal(availableBalanceCents(held, 3_000, 1_000, 99_000), 0);
});
