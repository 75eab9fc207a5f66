import type { TestApp } from '../../test/harness';

/** Fixtures of the payouts tests: the demo seller's own account data, sales at the sandbox. */

export const SELLER_CPF = '52998224725';
export const ACCOUNT = {
  holder_name: 'Ana Souza',
  taxpayer_id: '529.982.247-25',
  bank_code: '341',
  routing_number: '0001',
  account_number: '12345-6',
  type: 'checking',
} as const;

const TEST_CARD = {
  number: '4539003370725497',
  holderName: 'Maria Silva',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
};

/** The provider id of a demo seller (the demo gives them fixed ids the sandbox adopts). */
export async function idSellerOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.ctx.database.query<{ id_seller: string }>(
    'SELECT id_seller FROM sellers WHERE email = $1',
    [email],
  );
  return row!.id_seller;
}

/** An approved card sale at the sandbox, straight through the port (the checkout has its own tests). */
export async function cardSale(t: TestApp, idSeller: string, amountCents: number, installments = 1) {
  const outcome = await t.ctx.gateway.provider.chargeCard({
    referenceId: `sale-${Math.random().toString(36).slice(2)}`,
    amountCents,
    installments,
    sellerId: idSeller,
    card: TEST_CARD,
    description: 'Venda',
  });
  if (!outcome.ok) throw new Error(`card refused: ${outcome.reason}`);
  return outcome.charge;
}

/** A bank account past its 24 h wait (the wait has its own test). */
export async function readyAccount(t: TestApp, auth: { authorization: string }): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bank-accounts',
    headers: auth,
    payload: ACCOUNT,
  });
  if (res.statusCode !== 201) throw new Error(`bank account: ${res.statusCode} ${res.body}`);
  const id = res.json<{ id: string }>().id;
  await t.ctx.database.query(
    "UPDATE bank_accounts SET payouts_allowed_from = now() - interval '1 minute' WHERE id = $1",
    [id],
  );
  return id;
}

export async function moveClock(t: TestApp, auth: { authorization: string }, days: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/clock',
    headers: auth,
    payload: { days },
  });
  if (res.statusCode !== 200) throw new Error(`clock: ${res.statusCode} ${res.body}`);
}
