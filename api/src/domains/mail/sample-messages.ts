// Test support: one message of every kind, each naming its people `<b>x</b>` (docs/email.md).
import type { MailData, MailKind } from './kinds';

/** What a hostile or careless name looks like: it must arrive as text, never as markup. */
export const MARKUP_NAME = '<b>x</b>';
const at = '2026-03-06T02:30:00.000Z';

const payment = {
  nome: MARKUP_NAME,
  transactionId: 'tx-sample',
  sellerName: MARKUP_NAME,
  description: MARKUP_NAME,
  amountCents: 123456,
  method: 'credit_card' as const,
  installments: 3,
  cardBrand: 'Visa',
  cardLast4: '1111',
  paidAt: at,
};

const anticipation = {
  nome: MARKUP_NAME,
  grossCents: 100000,
  feeCents: 1990,
  netCents: 98010,
  prepaymentDate: '2026-03-07',
};

// `paidAt` goes with the spread and the kind's schema drops it, as it does for the real message.
const reversal = { ...payment, reversedAt: at };

/**
 * Typed over every kind, so a kind added to MAIL_KINDS without a sample stops the type check,
 * and the catalogue test (`every-message.test.ts`) then covers it too.
 */
export const SAMPLE_MESSAGES: { [K in MailKind]: MailData<K> } = {
  password_reset: { nome: MARKUP_NAME, validMinutes: 30 },
  password_changed: { nome: MARKUP_NAME, at },
  email_changed: { nome: MARKUP_NAME, newEmail: 'novo@cliente.test', at },
  email_verification: { nome: MARKUP_NAME, email: 'cliente@cliente.test', validHours: 24 },
  team_invite: {
    nome: MARKUP_NAME,
    businessName: MARKUP_NAME,
    roleLabel: 'Financeiro',
    invitedBy: MARKUP_NAME,
    expiresAt: at,
    newLogin: true,
  },
  account_invite: {
    nome: MARKUP_NAME,
    businessName: MARKUP_NAME,
    role: 'buyer',
    invitedBy: MARKUP_NAME,
    expiresAt: at,
  },
  two_factor_changed: {
    nome: MARKUP_NAME,
    personName: MARKUP_NAME,
    personEmail: 'membro@loja.test',
    enabled: true,
    method: 'totp',
    at,
  },
  new_device_login: {
    nome: MARKUP_NAME,
    device: 'Chrome em Linux',
    place: 'São Paulo, BR',
    ip: '203.0.113.7',
    at,
  },
  privacy_request: {
    nome: MARKUP_NAME,
    requesterName: MARKUP_NAME,
    requesterEmail: 'pagador@cliente.test',
    kind: 'erasure',
    transactionId: 'tx-sample',
    dueDate: '2026-03-20',
  },
  payment_link: {
    nome: MARKUP_NAME,
    sellerName: MARKUP_NAME,
    description: MARKUP_NAME,
    amountCents: 123456,
    linkId: 'link-sample',
  },
  payment_receipt: payment,
  refund_notice: { ...payment, refundedCents: 1000, refundedAt: at },
  new_sale: {
    ...payment,
    order: {
      quantity: 2,
      unitAmountCents: 500,
      coupon: { code: MARKUP_NAME, discountCents: 100 },
      fields: [{ label: MARKUP_NAME, value: MARKUP_NAME }],
    },
  },
  sale_reversed: reversal,
  payment_reversed: reversal,
  sale_disputed: {
    ...payment,
    disputedAt: at,
    respondBy: '2026-03-13',
    evidenceEmail: 'contestacoes@pagora.test',
  },
  sale_dispute_won: { ...payment, decidedAt: at },
  sale_charged_back: { ...payment, decidedAt: at },
  boleto_issued: {
    nome: MARKUP_NAME,
    transactionId: 'tx-sample',
    sellerName: MARKUP_NAME,
    description: MARKUP_NAME,
    amountCents: 123456,
    digitableLine: '00190000090123456789012345678901234567890123456',
    dueDate: '2026-03-09',
  },
  subscription_boleto: {
    nome: MARKUP_NAME,
    transactionId: 'tx-sample',
    planName: MARKUP_NAME,
    amountCents: 9990,
    digitableLine: '00190000090123456789012345678901234567890123456',
    dueDate: '2026-03-09',
  },
  renewal_refused: { nome: MARKUP_NAME, planName: MARKUP_NAME, amountCents: 9990, nextRetryOn: '2026-03-09' },
  card_expiring: { nome: MARKUP_NAME, cardBrand: 'Visa', cardLast4: '1111', expMonth: 4, expYear: 2026 },
  renewal_heads_up: {
    nome: MARKUP_NAME,
    planName: MARKUP_NAME,
    amountCents: 29970,
    chargeOn: '2026-03-09',
    cardBrand: 'Visa',
    cardLast4: '1111',
  },
  api_key_created: {
    nome: MARKUP_NAME,
    keyName: MARKUP_NAME,
    prefix: 'sk_test_ab12',
    scopes: ['links:read'],
    at,
  },
  webhook_endpoint_disabled: {
    nome: MARKUP_NAME,
    url: 'https://loja.example.com/webhooks',
    failingSince: at,
    at,
  },
  bank_account_default_changed: { nome: MARKUP_NAME, bankName: MARKUP_NAME, accountLast4: '6789', at },
  payout_paid: { nome: MARKUP_NAME, amountCents: 50000, bankName: MARKUP_NAME, accountLast4: '6789' },
  fee_divergence: {
    nome: MARKUP_NAME,
    transactionId: 'tx-sample',
    sellerName: MARKUP_NAME,
    day: '2026-03-05',
    method: 'credit_card',
    installments: 3,
    amountCents: 123456,
    expectedFeeCents: 4926,
    chargedFeeCents: 5000,
    ratesApplied: 'Cartão 2-6x: 3,99 %',
  },
  payout_failed: {
    nome: MARKUP_NAME,
    amountCents: 50000,
    bankName: MARKUP_NAME,
    accountLast4: '6789',
    reason: MARKUP_NAME,
  },
  anticipation_approved: anticipation,
  anticipation_paid: anticipation,
  anticipation_refused: { ...anticipation, reason: MARKUP_NAME },
};
