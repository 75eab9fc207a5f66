import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { nextBusinessDay } from '../../../zoop-sandbox/payout-calendar';
import { CARD, approved, startEnv } from './test-env';

type Env = Awaited<ReturnType<typeof startEnv>>;
type Ledger = {
  today: string;
  availableCents: number;
  futureCents: number;
  blockedCents: number;
  transferredCents: number;
};

const ACCOUNT = {
  holderName: 'Ana Souza',
  taxpayerId: '12345678909',
  bankCode: '001',
  routingNumber: '1234',
  accountNumber: '998877-0',
  type: 'savings' as const,
};

describe('Zoop sandbox ledger over HTTP', () => {
  let env: Env;
  let seller: string;
  let partner: string;
  before(async () => (env = await startEnv()));
  after(() => env.close());
  beforeEach(async () => {
    await env.control('POST', '/reset');
    seller = await env.seller('Ana');
    partner = await env.seller('Bia');
  });
  const ledger = async (id: string) => (await env.control('GET', `/sellers/${id}/ledger`)).json as Ledger;
  const today = async () => ((await env.control('GET', '/clock')).json as { today: string }).today;

  it('a paid PIX settles on the next business day', async () => {
    const pix = await env.provider.chargePix({
      referenceId: 'pix-1',
      amountCents: 10_000,
      sellerId: seller,
      description: 'Pix',
      expiresInSeconds: 900,
    });
    assert.deepEqual(
      await env.provider.listReceivables(seller, { from: '0000-01-01', to: '9999-12-31' }),
      [],
    );
    await env.control('POST', `/transactions/${pix.providerId}/pay`);
    const [r] = await env.provider.listReceivables(seller, { from: '0000-01-01', to: '9999-12-31' });
    assert.equal(r?.expectedOn, nextBusinessDay(await today()));
    assert.equal(r?.amountCents, 10_000 - 99); // 0,99 % fee
  });

  it('a split recipient gets receivables for its share', async () => {
    await approved(
      env.provider.chargeCard({
        referenceId: 'split-1',
        amountCents: 20_000,
        installments: 2,
        sellerId: seller,
        card: { number: '4539003370725497', ...CARD },
        description: 'Split',
        splitRules: [
          { recipientSellerId: partner, amountCents: 5000, liable: true, chargeProcessingFee: false },
        ],
      }),
    );
    const share = await env.provider.listReceivables(partner, { from: '0000-01-01', to: '9999-12-31' });
    assert.deepEqual(
      share.map((r) => [r.installment, r.amountCents]),
      [
        [1, 2500],
        [2, 2500],
      ],
    );
    assert.equal((await ledger(seller)).futureCents, 20_000 - 5000 - 798);
  });

  it('available + future + blocked + transferred equals what the seller is owed, through random sales, refunds, days and transfers', async () => {
    let seed = 2026;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const account = await env.provider.registerBankAccount(seller, ACCOUNT);
    for (let step = 0; step < 12; step += 1) {
      const amountCents = 500 + rand(300_000);
      const charge = await approved(
        env.provider.chargeCard({
          referenceId: `sale-${step}`,
          amountCents,
          installments: 1 + rand(12),
          sellerId: seller,
          card: { number: '4539003370725497', ...CARD },
          description: 'Venda',
          splitRules: rand(2)
            ? [
                {
                  recipientSellerId: partner,
                  percentageHundredths: 1 + rand(3000),
                  liable: true,
                  chargeProcessingFee: false,
                },
              ]
            : [],
        }),
      );
      const v = rand(3) === 0 ? 1 + rand(amountCents - 1) : 0;
      if (v) await env.provider.voidCharge(charge.providerId, v);
      await env.control('POST', '/clock', { days: 1 + rand(40) });
      const { availableCents } = await ledger(seller);
      if (availableCents > 0 && rand(2)) {
        await env.provider.createTransfer({
          sellerId: seller,
          bankAccountId: account.bankAccountId,
          referenceId: `payout-${step}`,
          amountCents: 1 + rand(availableCents),
        });
      }
      for (const id of [seller, partner]) {
        const l = await ledger(id);
        const owed = (await env.provider.sellerBalances(id)).accountBalanceCents;
        assert.equal(
          l.availableCents + l.futureCents + l.blockedCents + l.transferredCents,
          owed,
          `step ${step} ${id === seller ? 'seller' : 'partner'}`,
        );
      }
    }
  });
});
