import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildPixBrCode } from '../../../platform/br-codes/pix/br-code';
import {
  chargeCardInputSchema,
  chargePixInputSchema,
  createSellerInputSchema,
  planInputSchema,
} from '../types';
import { parseZoopWebhook } from './webhook';
import {
  cardBody,
  cardTransactionBody,
  personBody,
  pixTransactionBody,
  planBody,
  sellerRequest,
} from './requests';
import {
  zoopAttachedCardSchema,
  zoopBalancesSchema,
  zoopBuyerSchema,
  zoopListSchema,
  zoopSellerSchema,
  zoopTransactionSchema,
} from './schemas';
import { toProviderCharge } from './to-charge';
import * as A from './recorded/accounts';
import * as E from './recorded/events';
import * as T from './recorded/transactions';
import { BUSINESS_FIELDS, SELLER_FIELDS } from './test-env';

// Issue 28's contract suite: Zoop's answers as public sources recorded them (recorded/*.ts names
// each source) go through the adapter's parsers and status map; each request the adapter builds
// uses only fields those sources send, and the ones they always send.

const charge = (tx: unknown) => toProviderCharge(zoopTransactionSchema.parse(tx), tx);

describe('recorded Zoop answers through the adapter', () => {
  it('reads a card transaction of each status into ours, money exact', () => {
    const cases: [unknown, string][] = [
      [T.cardSucceeded, 'pago'],
      [T.cardFailed, 'falha'],
      [T.cardCanceled, 'estornada'],
      [T.cardPartlyVoided, 'pago'],
      [T.cardReversed, 'falha'],
      [T.cardChargedBack, 'chargeback'],
      [T.cardPreAuthorized, 'pendente'],
    ];
    for (const [tx, status] of cases)
      assert.equal(charge(tx).status, status, (tx as { status: string }).status);
    const ok = charge(T.cardSucceeded);
    assert.deepEqual([ok.amountCents, ok.feesCents, ok.netCents], [500, 20, 480]);
    assert.deepEqual(ok.card, {
      brand: 'MasterCard',
      first4: '5356',
      last4: '1893',
      holderName: 'Maria Silva',
    });
    const partly = charge(T.cardPartlyVoided);
    assert.deepEqual([partly.amountCents, partly.originalAmountCents], [300, 500]);
    assert.equal(charge(T.cardInstallments).installments, 12);
    assert.equal(charge(T.cardInstallments).amountCents, 54321);
    assert.equal(charge(T.cardFailed).declineReason, '51');
  });

  it('reads a PIX: pending with its qr_code.emv and expiry, then paid', () => {
    const emv = buildPixBrCode({
      merchantName: 'Maria Silva',
      merchantCity: 'Natal',
      amountCents: 15000,
      txid: '3b5e7c1d2a4f4e6b8c9d0e1f2a3b4c5d',
      url: 'pix.example.com/qr/v2/3b5e7c1d',
    });
    const pending = charge(T.pixPending(emv));
    assert.equal(pending.status, 'pendente_pix');
    assert.deepEqual(pending.pix, { emv, expiresAt: '2024-03-05T14:35:12.000Z' });
    assert.equal(pending.referenceId, '7d7bd5a4-0f1e-4b8a-9c53-2b7a1d1f0e42');
    const paid = charge(T.pixSucceeded(emv));
    assert.deepEqual([paid.status, paid.feesCents], ['pago', 149]);
  });

  it('reads sellers (pending and active), buyers, saved cards, lists and balances', () => {
    assert.deepEqual(
      [zoopSellerSchema.parse(A.sellerActive).status, zoopSellerSchema.parse(A.sellerActive).type],
      ['active', 'individual'],
    );
    const biz = zoopSellerSchema.parse(A.sellerBusinessPending);
    assert.deepEqual([biz.status, biz.type], ['pending', 'business']);
    assert.equal(zoopBuyerSchema.parse(A.buyer).id, A.buyer.id);
    assert.equal(zoopAttachedCardSchema.parse(A.savedCard).customer, A.buyer.id);
    const list = zoopListSchema(zoopTransactionSchema).parse(A.list([T.cardSucceeded, T.cardFailed]));
    assert.equal(list.items.length, 2);
    assert.deepEqual(zoopBalancesSchema.parse(A.balances).items, {
      current_balance: 1234,
      current_blocked_balance: 0,
      account_balance: 100001,
    });
  });

  it('reads the three event envelopes, an empty recorded id included, and seller events', () => {
    const a = parseZoopWebhook(JSON.stringify(E.succeededA), {}, undefined);
    assert.deepEqual([a.eventId, a.chargeId, a.sellerId], [E.succeededA.id, T.cardSucceeded.id, null]);
    const b = parseZoopWebhook(JSON.stringify(E.failedB), {}, undefined);
    assert.equal(b.chargeId, T.cardFailed.id);
    assert.match(b.eventId, /^sha256:/);
    const c = parseZoopWebhook(JSON.stringify(E.preAuthorizedC), {}, undefined);
    assert.equal(c.chargeId, T.cardSucceeded.id);
    const s = parseZoopWebhook(JSON.stringify(E.sellerActivated), {}, undefined);
    assert.deepEqual([s.chargeId, s.sellerId], [null, E.sellerActivated.payload.object.id]);
  });
});

/** Fields the public sources send in each request (research zoop.md §3; IMO, VIT, BPZ, D-pix). */
const SENT = {
  transaction: [
    'amount',
    'currency',
    'description',
    'on_behalf_of',
    'payment_type',
    'reference_id',
    'capture',
    'customer',
    'installment_plan',
    'source',
    'split_rules',
    'metadata',
    'statement_descriptor',
    'pix_expiration_date_time',
  ],
  source: ['usage', 'amount', 'currency', 'type', 'card', 'installment_plan'],
  splitRule: [
    'recipient',
    'liable',
    'charge_processing_fee',
    'amount',
    'percentage',
    'is_gross_amount',
    'charge_recipient_processing_fee',
  ],
  card: ['card_number', 'holder_name', 'expiration_month', 'expiration_year', 'security_code'],
  person: [
    'first_name',
    'last_name',
    'email',
    'phone_number',
    'taxpayer_id',
    'birthdate',
    'address',
    'description',
    'metadata',
  ],
  address: ['line1', 'line2', 'line3', 'neighborhood', 'city', 'state', 'postal_code', 'country_code'],
  individual: ['mcc', 'statement_descriptor'],
  business: [
    'business_name',
    'business_email',
    'business_phone',
    'business_website',
    'business_description',
    'business_opening_date',
    'business_address',
    'ein',
    'owner',
    'mcc',
    'statement_descriptor',
  ],
  plan: [
    'name',
    'description',
    'amount',
    'currency',
    'frequency',
    'interval',
    'payment_methods',
    'setup_amount',
    'duration',
    'metadata',
  ],
};

function onlyKnown(body: object, known: readonly string[], what: string) {
  const sent = Object.entries(body)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  for (const key of sent)
    assert.ok(known.includes(key), `${what}: '${key}' is not a field Zoop's clients send`);
  return sent;
}

describe('requests the adapter builds, against what the sources send', () => {
  const seller = '25037b2978b14e7fa5b902d9322e8426';

  it('a card charge: raw card, saved card with its customer, installments, a whole-amount split', () => {
    const raw = cardTransactionBody(
      chargeCardInputSchema.parse({
        referenceId: 'r1',
        amountCents: 10000,
        installments: 3,
        sellerId: seller,
        card: { number: '4539003370725497', holderName: 'Maria', expMonth: 12, expYear: 2030, cvc: '123' },
        description: 'Pedido',
        splitRules: [
          { recipientSellerId: seller, percentageHundredths: 10000, liable: true, chargeProcessingFee: true },
        ],
      }),
    );
    const sent = onlyKnown(raw, SENT.transaction, 'transaction');
    for (const key of ['amount', 'currency', 'on_behalf_of', 'payment_type', 'reference_id', 'source'])
      assert.ok(sent.includes(key), key);
    onlyKnown(raw.source, SENT.source, 'source');
    onlyKnown(raw.source.card, SENT.card, 'source.card');
    for (const rule of raw.split_rules ?? []) onlyKnown(rule, SENT.splitRule, 'split rule');
    assert.equal((raw.split_rules?.[0] as Record<string, unknown>).is_gross_amount, undefined);

    const saved = cardTransactionBody(
      chargeCardInputSchema.parse({
        referenceId: 'r2',
        amountCents: 990,
        installments: 1,
        sellerId: seller,
        card: { tokenId: '6408de3a490b4679adfc462810b68a85' },
        customerId: A.buyer.id,
        description: 'Assinatura',
      }),
    );
    // IMO's one recorded saved-card success sends `customer` beside the card id.
    assert.equal(saved.customer, A.buyer.id);
    assert.deepEqual(saved.source.card, { id: '6408de3a490b4679adfc462810b68a85' });
  });

  it('a PIX: D-pix fields and its split (requests.test.ts has the expiry)', () => {
    const body = pixTransactionBody(
      chargePixInputSchema.parse({
        referenceId: 'r3',
        amountCents: 15000,
        sellerId: seller,
        description: 'Pix',
        expiresInSeconds: 300,
        splitRules: [
          {
            recipientSellerId: A.buyer.id,
            percentageHundredths: 1000,
            liable: true,
            chargeProcessingFee: false,
          },
        ],
      }),
      new Date('2026-11-26T12:00:00.000Z'),
    );
    onlyKnown(body, SENT.transaction, 'pix transaction');
    assert.equal(body.payment_type, 'pix');
    for (const rule of body.split_rules ?? []) onlyKnown(rule, SENT.splitRule, 'pix split rule');
  });

  it('sellers, buyers, cards and plans', () => {
    const [indPath, ind] = sellerRequest(
      createSellerInputSchema.parse({
        type: 'individual',
        firstName: 'Ana',
        lastName: 'Souza',
        email: 'a@example.com',
        taxpayerId: '52998224725',
        ...SELLER_FIELDS,
      }),
    );
    assert.equal(indPath, '/sellers/individuals');
    const indSent = onlyKnown(ind, [...SENT.person, ...SENT.individual], 'individual seller');
    for (const key of ['first_name', 'last_name', 'email', 'taxpayer_id', 'phone_number', 'address', 'mcc'])
      assert.ok(indSent.includes(key), key);
    onlyKnown((ind as { address: object }).address, SENT.address, 'address');
    const [bizPath, biz] = sellerRequest(
      createSellerInputSchema.parse({
        type: 'business',
        businessName: 'Doces Ltda',
        businessEmail: 'd@example.com',
        ein: '11222333000181',
        ...BUSINESS_FIELDS,
        owner: { firstName: 'Vó', lastName: 'Lu', email: 'vo@example.com' },
      }),
    );
    assert.equal(bizPath, '/sellers/businesses');
    const bizSent = onlyKnown(biz, SENT.business, 'business seller');
    for (const key of [
      'business_name',
      'business_phone',
      'business_address',
      'business_opening_date',
      'ein',
      'owner',
      'mcc',
    ])
      assert.ok(bizSent.includes(key), key);
    onlyKnown(
      personBody({ firstName: 'J', lastName: 'L', email: 'j@example.com', taxpayerId: '98765432100' }),
      SENT.person,
      'buyer',
    );
    onlyKnown(
      cardBody({ number: '4539003370725497', holderName: 'J', expMonth: 1, expYear: 2030, cvc: '1' }),
      SENT.card,
      'token',
    );
    onlyKnown(
      planBody(
        planInputSchema.parse({
          name: 'P',
          description: '',
          amountCents: 990,
          frequency: 'monthly',
          interval: 1,
          paymentMethods: ['credit'],
        }),
        'ref',
      ),
      SENT.plan,
      'plan',
    );
  });
});
