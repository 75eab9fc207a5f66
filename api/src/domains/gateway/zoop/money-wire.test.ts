import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startReplay } from './replay-server';

/**
 * The seller-money answers in the shapes the public client VIT types (`IHistoryBalanceItem`,
 * `IPrePayment` with its receivables as ids), where the sandbox answers its own: what the adapter
 * must still read, and what it must not trust.
 */

const item = (id: string, date: string, type: string, amount: string) => ({
  id,
  resource: 'balance_history',
  nsu: '1',
  amount,
  blocked_amount: '0.00',
  gross_amount: amount,
  fee: '0.00',
  date: `${date}T12:00:00+00:00`,
  type,
  object_id: 'obj1',
  object_type: 'transfer',
  transaction: { id: 'tx1', authorization_code: '123' },
});

test('a history that ignores the range is kept to it; an unknown type is an adjustment', async () => {
  const zoop = await startReplay([
    (req) =>
      req.path.endsWith('/balances/history')
        ? {
            body: {
              resource: 'list',
              has_more: false,
              items: [
                item('h1', '2026-11-30', 'transfer', '-10.00'),
                item('h2', '2026-12-01', 'bonus', '1.23'),
                item('h3', '2026-12-02', 'transfer', '-5.00'),
              ],
            },
          }
        : undefined,
  ]);
  try {
    const moves = await zoop.provider.listBalanceMovements('s1', { from: '2026-11-30', to: '2026-12-01' });
    assert.deepEqual(
      moves.map((m) => [m.date, m.type, m.amountCents, m.transactionId, m.transferId]),
      [
        ['2026-11-30', 'saque', -1000, 'tx1', 'obj1'],
        ['2026-12-01', 'ajuste', 123, 'tx1', 'obj1'],
      ],
    );
    const [sent] = zoop.sent('GET', '/sellers/s1/balances/history');
    assert.deepEqual(
      [sent?.query.get('created_date_range[gte]'), sent?.query.get('created_date_range[lte]')],
      ['2026-11-30', '2026-12-01'],
    );
  } finally {
    await zoop.close();
  }
});

test('an antecipação whose receivables come as ids keeps its totals', async () => {
  const zoop = await startReplay([
    (req) =>
      req.path === '/prepayments/p1'
        ? {
            body: {
              id: 'p1',
              resource: 'prepayment',
              status: 'succeeded',
              customer: 's1',
              prepayment_date: '2026-11-27',
              prepayment_gross_amount: '100.00',
              prepayment_net_amount: '98.00',
              zoop_fee: '2.00',
              receivables: ['r1', 'r2'],
              created_at: '2026-11-26T15:00:00+00:00',
            },
          }
        : undefined,
  ]);
  try {
    const p = await zoop.provider.getPrepayment('p1');
    assert.deepEqual(
      [p.status, p.grossCents, p.feeCents, p.netCents, p.receivables, p.createdAt],
      ['paga', 10_000, 200, 9800, [], '2026-11-26T15:00:00.000Z'],
    );
  } finally {
    await zoop.close();
  }
});
