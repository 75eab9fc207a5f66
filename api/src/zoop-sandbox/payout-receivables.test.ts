// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { decimalStringToCents } from '../domains/gateway/zoop/money';
import { startSandbox, V1 } from './testing';

/**
 * Receivables as Zoop's OpenAPI v1.1 lists them: 1-100 a page (`limit`, `offset`, `has_more`),
 * `prepaid`, and a refunded sale's receivables kept with their status instead of vanishing.
 */

let sb: Awaited<ReturnType<typeof startSandbox>>;
let sellerId: string;

before(async () => {
  sb = await startSandbox();
  sellerId = await sb.seller();
});
after(() => sb.close());

const receivables = (query = 'limit=100') => sb.ok('GET', `${V1}/sellers/${sellerId}/receivables?${query}`);

test('receivables page by limit and offset; a limit over 100 is refused', async () => {
  await sb.paidCard(sellerId, 30_000, {
    installment_plan: { mode: 'interest_free', number_installments: 3 },
  });
  const first = await receivables('limit=2');
  assert.deepEqual([first.items?.length, first.has_more], [2, true]);
  const rest = await receivables('limit=2&offset=2');
  assert.deepEqual([rest.items?.length, rest.has_more], [1, false]);
  for (const r of [...(first.items ?? []), ...(rest.items ?? [])]) {
    assert.equal(r.prepaid, 'false');
    assert.equal(r.status, 'pending');
  }
  const tooMany = await sb.call('GET', `${V1}/sellers/${sellerId}/receivables?limit=1000`);
  assert.equal(tooMany.status, 400);
});

test("a refunded sale's pending receivables stay listed as refunded", async () => {
  const tx = await sb.paidCard(sellerId, 20_000, {
    installment_plan: { mode: 'interest_free', number_installments: 2 },
  });
  await sb.ok('POST', `${V1}/transactions/${tx}/void`, { on_behalf_of: sellerId });
  const mine = (await receivables()).items?.filter((r) => r.transaction === tx) ?? [];
  assert.deepEqual(
    mine.map((r) => r.status),
    ['refunded', 'refunded'],
  );
  assert.ok(mine.every((r) => typeof r.canceled_at === 'string'));
  const ledger = await sb.ok('GET', `/_control/sellers/${sellerId}/ledger`);
  const all = (await receivables()).items ?? [];
  const pendingCents = all
    .filter((r) => r.status === 'pending')
    .reduce((sum, r) => sum + decimalStringToCents(String(r.amount)), 0);
  assert.equal(ledger.futureCents, pendingCents);
});
