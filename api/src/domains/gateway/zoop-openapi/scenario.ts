import type { startEnv } from '../zoop/test-env';
import { CARD, SELLER_FIELDS, approved } from '../zoop/test-env';

type Env = Awaited<ReturnType<typeof startEnv>>;
export type Step = <T>(name: string, fn: () => Promise<T>) => Promise<T | undefined>;

const PAYER = { name: 'Joana Pereira Lima', taxpayerId: '52998224725', email: 'joana@example.com' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The named steps of the scenario, one test each. */
export const STEPS = [
  'card with an amount split',
  'card with a whole percentage split',
  'saved card',
  'PIX with a percentage split',
  'PIX with a whole split',
  'boleto with a split',
  'get',
  'find by reference',
  'void',
  'boleto cancellation',
  'receivables',
];

/**
 * Every call of the adapter that Zoop's OpenAPI describes, through the adapter's public verbs:
 * card (raw, in installments, saved), PIX and boleto with splits, get, lookup by reference, void,
 * boleto cancellation, receivables. `step` labels what each sends; a refused step does not stop
 * the others.
 */
export async function runScenario(
  env: Env,
  step: Step,
  sellers: { seller: string; partner: string; platform: string },
) {
  const { provider } = env;
  const { seller, partner, platform } = sellers;
  const card = { number: '4539003370725497', ...CARD };
  const sold = await step('card with an amount split', () =>
    approved(
      provider.chargeCard({
        referenceId: 'w-card',
        amountCents: 10000,
        installments: 3,
        sellerId: seller,
        card,
        description: 'Cartão parcelado',
        splitRules: [
          { recipientSellerId: platform, amountCents: 500, liable: true, chargeProcessingFee: false },
        ],
      }),
    ),
  );
  await step('card with a whole percentage split', () =>
    approved(
      provider.chargeCard({
        referenceId: 'w-card-whole',
        amountCents: 10000,
        installments: 1,
        sellerId: seller,
        card,
        description: 'Cartão dividido',
        splitRules: [
          {
            recipientSellerId: partner,
            percentageHundredths: 6000,
            liable: true,
            chargeProcessingFee: true,
          },
          {
            recipientSellerId: platform,
            percentageHundredths: 4000,
            liable: false,
            chargeProcessingFee: false,
          },
        ],
      }),
    ),
  );
  const buyer = await provider.createBuyer({
    firstName: 'João',
    lastName: 'Lima',
    email: 'j@example.com',
    taxpayerId: '98765432100',
  });
  const token = await provider.tokenizeCard({ number: '5356066320271893', ...CARD });
  const attached = await step('saved card', () => provider.attachCard(token.tokenId, buyer.buyerId));
  await step('saved card', () =>
    approved(
      provider.chargeCard({
        referenceId: 'w-saved',
        amountCents: 2500,
        installments: 1,
        sellerId: seller,
        card: { tokenId: attached?.cardId ?? token.tokenId },
        customerId: buyer.buyerId,
        description: 'Cartão salvo',
      }),
    ),
  );
  await step('PIX with a percentage split', () =>
    provider.chargePix({
      referenceId: 'w-pix',
      amountCents: 5000,
      sellerId: seller,
      description: 'PIX',
      expiresInSeconds: 900,
      splitRules: [
        {
          recipientSellerId: partner,
          percentageHundredths: 1050,
          liable: true,
          chargeProcessingFee: false,
        },
      ],
    }),
  );
  await step('PIX with a whole split', () =>
    provider.chargePix({
      referenceId: 'w-pix-whole',
      amountCents: 5000,
      sellerId: seller,
      description: 'PIX dividido',
      expiresInSeconds: 3 * 86_400,
      splitRules: [
        { recipientSellerId: partner, percentageHundredths: 6000, liable: true, chargeProcessingFee: true },
        { recipientSellerId: platform, amountCents: 2000, liable: false, chargeProcessingFee: false },
      ],
    }),
  );
  const boleto = await step('boleto with a split', () =>
    provider.createBoleto({
      referenceId: 'w-boleto',
      amountCents: 15990,
      sellerId: seller,
      description: 'Curso de violão',
      dueDate: inDays(7),
      payer: { ...PAYER, address: SELLER_FIELDS.address },
      lateFeeHundredths: 200,
      monthlyInterestHundredths: 100,
      splitRules: [
        {
          recipientSellerId: partner,
          percentageHundredths: 1000,
          liable: true,
          chargeProcessingFee: false,
        },
      ],
    }),
  );
  const soldId = sold?.providerId ?? 'unknown';
  await step('get', () => provider.getCharge(soldId));
  await step('find by reference', () => provider.findChargeByReference('w-card'));
  await step('void', () => provider.voidCharge(soldId, 1000));
  await step('boleto cancellation', () => provider.cancelBoleto(boleto?.providerId ?? 'unknown'));
  await step('receivables', () => provider.listReceivables(seller, { from: inDays(-1), to: inDays(400) }));
}
