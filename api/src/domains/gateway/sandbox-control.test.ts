import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { STANDARD_FEE_RATES } from '@pagora/shared';
import { createTestApp, type TestApp } from '../../test/harness';
import { AppError } from '../../platform/app-error';
import { gateway, sandboxControl } from '.';

// The control client of issue 38 against the embedded sandbox, as the domains' tests use it.
let t: TestApp;
before(async () => {
  t = await createTestApp({}, { listen: true });
});
after(() => t.close());

// The embedded sandbox adopts a well-formed seller id its demo seed wrote (context.ts).
const seller = randomBytes(16).toString('hex');
const pixFee = async () =>
  (
    await gateway(t.ctx).provider.chargePix({
      referenceId: randomBytes(8).toString('hex'),
      amountCents: 10_000,
      sellerId: seller,
      description: 'Pix',
      expiresInSeconds: 900,
    })
  ).feesCents;

test('setFeeRates makes the provider take another fee; null goes back to the standard rates', async () => {
  await sandboxControl.setFeeRates(t.ctx, { ...STANDARD_FEE_RATES, pixHundredths: 150 });
  assert.equal(await pixFee(), 150);
  await sandboxControl.setFeeRates(t.ctx, null);
  assert.equal(await pixFee(), 99);
});

test('setPrepaymentEnabled(false) answers 422 anticipation_not_enabled; refuseNextPrepayment refuses one', async () => {
  const provider = gateway(t.ctx).provider;
  await sandboxControl.setPrepaymentEnabled(t.ctx, false);
  await assert.rejects(
    provider.simulatePrepayment({ sellerId: seller, amountCents: 1000 }),
    (err: unknown) =>
      err instanceof AppError && err.status === 422 && err.code === 'anticipation_not_enabled',
  );
  await sandboxControl.setPrepaymentEnabled(t.ctx, true);
  const card = await provider.chargeCard({
    referenceId: randomBytes(8).toString('hex'),
    amountCents: 10_000,
    installments: 2,
    sellerId: seller,
    card: { number: '4539003370725497', holderName: 'Maria Silva', expMonth: 12, expYear: 2030, cvc: '123' },
    description: 'Venda',
  });
  assert.ok(card.ok);
  await sandboxControl.refuseNextPrepayment(t.ctx, 'Limite excedido');
  const asked = { sellerId: seller, amountCents: 10_000, referenceId: 'x' };
  assert.deepEqual(
    [(await provider.requestPrepayment(asked)).status, (await provider.requestPrepayment(asked)).status],
    ['recusada', 'aprovada'],
  );
});
