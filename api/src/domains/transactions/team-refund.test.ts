import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { addTeamMember } from '../accounts/testing';
import { cardBody, startPaymentsApp } from '../payments/testing';

/**
 * Issue 39: a 'Financeiro' member refunds up to the limit its owner set, per refund; the seller's
 * own login is not limited, and the refund records the person who asked.
 */
let p: Awaited<ReturnType<typeof startPaymentsApp>>;
before(async () => {
  p = await startPaymentsApp();
});
after(() => p.t.close());

async function paidSale(amount: string): Promise<string> {
  const paid = await p.pay(await p.newLink({ amount }), cardBody());
  assert.equal(paid.statusCode, 200, paid.body);
  return paid.json<{ data: { data: { id: string } } }>().data.data.id;
}

const refund = (id: string, headers: { authorization: string }, amount?: string) =>
  p.t.app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/refund`,
    headers: { ...headers, 'idempotency-key': `team-${id}-${amount ?? 'all'}` },
    payload: amount ? { amount } : {},
  });

test('a finance member refunds within its limit, not beyond; the refund names the member', async () => {
  const finance = await addTeamMember(p.t, 'seller@pagora.demo', 'finance', { refundLimitCents: 1000 });
  const id = await paidSale('25,00');
  const over = await refund(id, finance);
  assert.equal(over.statusCode, 403, over.body);
  assert.equal(over.json().code, 'refund_over_limit');
  assert.match(over.json().message, /Seu limite de estorno é R\$\s10,00/);
  const within = await refund(id, finance, '10,00');
  assert.equal(within.statusCode, 200, within.body);
  const [row] = await p.t.ctx.database.query<{ requested_by: string }>(
    'SELECT requested_by FROM refunds WHERE transaction_id = $1',
    [id],
  );
  assert.equal(row?.requested_by, finance.userId);
  // The seller's own login is the owner: no limit of its own.
  assert.equal((await refund(id, p.seller)).statusCode, 200);
});

test('a finance member with no limit set refunds nothing; support cannot reach refunds at all', async () => {
  const finance = await addTeamMember(p.t, 'seller@pagora.demo', 'finance');
  const support = await addTeamMember(p.t, 'seller@pagora.demo', 'support');
  const id = await paidSale('5,00');
  assert.equal((await refund(id, finance, '1,00')).json().code, 'refund_over_limit');
  const refused = await refund(id, support, '1,00');
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().code, 'team_forbidden');
});
