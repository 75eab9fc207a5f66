import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { on, startReplay, type Seen } from './replay-server';

// Issue 36: Zoop's lists take 1-100 items a page and say `has_more` (OpenAPI v1.1), and Zoop's
// words are not ours. A stand-in answers as Zoop documents, so the adapter must page and map.

const SELLER = 'a'.repeat(32);

/** A Zoop list page of `all` for the request's `limit`/`offset`. */
function page(all: object[]) {
  return (req: Seen) => {
    const limit = Number(req.query.get('limit') ?? 20);
    const offset = Number(req.query.get('offset') ?? 0);
    const items = all.slice(offset, offset + Math.min(limit, 100));
    return { body: { resource: 'list', items, limit, offset, has_more: offset + items.length < all.length } };
  };
}

const receivable = (i: number, status: string, prepaid = false) => ({
  id: `r${i}`,
  resource: 'receivable',
  status,
  transaction: 't'.repeat(32),
  installment: '1',
  amount: '10.00',
  gross_amount: '10.50',
  prepaid,
  expected_on: '2026-12-10T00:00:00+00:00',
});

const transfer = (i: number, createdAt: string) => ({
  id: `x${i}`,
  resource: 'transfer',
  status: 'succeeded',
  amount: '1.00',
  owner: SELLER,
  destination: 'b'.repeat(32),
  created_at: createdAt,
});

describe('Zoop adapter: paged lists and Zoop words', () => {
  const receivables = [
    ...Array.from({ length: 120 }, (_, i) => receivable(i, 'pending')),
    receivable(120, 'paid', true),
    receivable(121, 'canceled'),
    receivable(122, 'refunded'),
  ];
  const transfers = Array.from({ length: 150 }, (_, i) =>
    transfer(i, i < 140 ? '2026-11-01 12:00:00' : '2026-11-20T12:00:00+0000'),
  );
  let zoop: Awaited<ReturnType<typeof startReplay>>;
  before(
    async () =>
      (zoop = await startReplay([
        on('GET', `/sellers/${SELLER}/receivables`, page(receivables)),
        on('GET', `/sellers/${SELLER}/transfers`, page(transfers)),
        on('GET', `/sellers/${SELLER}/bank_accounts`, {
          body: {
            resource: 'list',
            items: [
              { id: 's1', resource: 'bank_account', type: 'Savings', customer: SELLER },
              { id: 'c1', resource: 'bank_account', type: 'Checking', customer: SELLER },
            ],
            has_more: false,
          },
        }),
      ])),
  );
  after(() => zoop.close());

  it('reads every page of receivables, each status for what it is, and prepaid', async () => {
    const list = await zoop.provider.listReceivables(SELLER, { from: '2026-12-01', to: '2026-12-31' });
    assert.equal(list.length, 123);
    assert.deepEqual(
      list.slice(119).map((r) => [r.receivableId, r.status, r.prepaid, r.amountCents]),
      [
        ['r119', 'pendente', false, 1000],
        ['r120', 'pago', true, 1000],
        ['r121', 'cancelado', false, 1000],
        ['r122', 'estornado', false, 1000],
      ],
    );
    const asked = zoop.sent('GET', `/sellers/${SELLER}/receivables`);
    assert.deepEqual(
      asked.map((r) => [r.query.get('limit'), r.query.get('offset')]),
      [
        ['100', '0'],
        ['100', '100'],
      ],
    );
    assert.equal(asked[0]?.query.get('expected_on_range[gte]'), '2026-12-01');
  });

  it("lists a seller's transfers of a time range across pages, the range applied on our side", async () => {
    const list = await zoop.provider.listTransfers(SELLER, {
      from: '2026-11-20T00:00:00.000Z',
      to: '2026-11-21T00:00:00.000Z',
    });
    assert.deepEqual(
      list.map((t) => t.transferId),
      Array.from({ length: 10 }, (_, i) => `x${140 + i}`),
    );
    assert.equal(list[0]?.createdAt, '2026-11-20T12:00:00.000Z');
    assert.equal(list[0]?.amountCents, 100);
    assert.equal(zoop.sent('GET', `/sellers/${SELLER}/transfers`).length, 2);
  });

  it('never shows a savings account as checking, whatever its capitals', async () => {
    const accounts = await zoop.provider.listBankAccounts(SELLER);
    assert.deepEqual(
      accounts.map((a) => [a.bankAccountId, a.type]),
      [
        ['s1', 'savings'],
        ['c1', 'checking'],
      ],
    );
  });
});
