import type { SbCard, SbParty, SbToken, SbTransaction, SbWebhook } from './state';
import { digitableLine } from '../platform/br-codes/febraban';
import { historyTime, money, resourceTime } from './zoop-reply';

/** Internal records rendered in Zoop's JSON shapes (field names from recorded Zoop answers). */

const base = (
  mid: string,
  resource: string,
  path: string,
  id: string,
  createdAt: Date,
  updatedAt = createdAt,
) => ({
  id,
  resource,
  uri: `/v1/marketplaces/${mid}/${path}/${id}`,
  metadata: {},
  created_at: resourceTime(createdAt),
  updated_at: resourceTime(updatedAt),
});

export function cardView(mid: string, c: SbCard, createdAt: Date) {
  return {
    ...base(mid, 'card', 'cards', c.id, createdAt),
    card_brand: c.brand,
    first4_digits: c.first4,
    last4_digits: c.last4,
    expiration_month: String(c.expMonth),
    expiration_year: String(c.expYear),
    holder_name: c.holderName,
    is_active: true,
    is_valid: true,
    is_verified: false,
    customer: c.customer,
    fingerprint: c.id.slice(0, 16),
    verification_checklist: {
      postal_code_check: 'unchecked',
      security_code_check: 'pass',
      address_line1_check: 'unchecked',
    },
  };
}

export function tokenView(mid: string, t: SbToken) {
  return {
    ...base(mid, 'token', 'tokens', t.id, t.createdAt),
    used: t.used,
    type: 'card',
    card: cardView(mid, t.card, t.createdAt),
  };
}

export function partyView(mid: string, p: SbParty) {
  const names =
    p.type === 'business'
      ? { business_name: p.displayName, ein: p.taxpayerId }
      : { first_name: p.displayName, taxpayer_id: p.taxpayerId };
  return {
    ...base(mid, p.resource, `${p.resource}s`, p.id, p.createdAt),
    ...names,
    type: p.type,
    email: p.email,
    status: p.status,
    account_balance: '0.00',
    current_balance: '0.00',
    default_debit: p.defaultCard,
    default_credit: p.defaultCard,
    marketplace_id: mid,
  };
}

export function webhookView(mid: string, w: SbWebhook) {
  return {
    ...base(mid, 'webhook', 'webhooks', w.id, w.createdAt),
    method: 'POST',
    url: w.url,
    events: w.events,
    authorization: w.authorization,
    status: 'active',
    marketplace_id: mid,
  };
}

function paymentMethod(mid: string, tx: SbTransaction) {
  if (tx.pix) {
    return {
      id: tx.pix.paymentMethodId,
      provider: 'zoop-sandbox',
      version: 'v2',
      type: 'dynamic',
      reusable: false,
      allow_update: false,
      expiration_date: resourceTime(tx.pix.expiresAt),
      key: { type: 'evp', value: tx.pix.key },
      pix_link: null,
      qr_code: { emv: tx.pix.emv },
    };
  }
  if (tx.boleto) return boletoView(tx);
  return tx.card ? cardView(mid, tx.card, tx.createdAt) : null;
}

/**
 * `payment_method` of a boleto, in the fields of a boleto recorded against real Zoop (issue 36,
 * recorded-boleto-2020.json from imobanco/zoop-wrapper): `barcode` holds the 47-digit linha
 * digitável, dates are midnight UTC with an offset, `status` is `not_paid` and `paid_at` null
 * until the payer's bank pays.
 */
function boletoView(tx: SbTransaction) {
  const b = tx.boleto!;
  const paid = tx.history.find((h) => h.operationType === 'paid' && h.status === 'succeeded');
  return {
    id: b.id,
    resource: 'boleto',
    zoop_boleto_id: null,
    url: b.url,
    barcode: digitableLine(b.barcode),
    document_number: b.documentNumber,
    reference_number: b.documentNumber,
    bank_code: '341',
    expiration_date: `${b.dueDate}T00:00:00+00:00`,
    payment_limit_date: `${b.paymentLimitDate}T00:00:00+00:00`,
    // No public Zoop source: a paid boleto's own status name; `paid` is the sandbox's guess.
    status: paid ? 'paid' : 'not_paid',
    paid_at: paid ? resourceTime(paid.createdAt) : null,
    ...b.instructions,
  };
}

export function transactionView(mid: string, tx: SbTransaction) {
  const plan =
    tx.installments > 1 ? { mode: tx.installmentMode, number_installments: String(tx.installments) } : null;
  return {
    ...base(mid, 'transaction', 'transactions', tx.id, tx.createdAt, tx.updatedAt),
    metadata: tx.metadata,
    status: tx.status,
    amount: money(tx.amountCents),
    original_amount: money(tx.originalAmountCents),
    currency: 'BRL',
    description: tx.description,
    payment_type: tx.paymentType,
    transaction_number: tx.id.slice(0, 10),
    gateway_authorizer: tx.paymentType === 'pix' ? 'zoop' : 'cielo',
    on_behalf_of: tx.onBehalfOf,
    customer: tx.customer,
    reference_id: tx.referenceId,
    payment_method: paymentMethod(mid, tx),
    installment_plan: plan,
    captured: tx.captured,
    voided: tx.voidedAt !== null,
    voided_at: tx.voidedAt ? resourceTime(tx.voidedAt) : null,
    refunded: false,
    fees: money(tx.feesCents),
    fee_details: [
      {
        amount: money(tx.feesCents),
        prepaid: false,
        currency: 'BRL',
        type: `zoop_${tx.paymentType}_fee`,
        is_gateway_fee: false,
      },
    ],
    split_rules: tx.splitRules.map((r) => ({
      id: r.id,
      resource: 'split_rule',
      transaction: tx.id,
      recipient: r.recipient,
      liable: r.liable,
      charge_processing_fee: r.chargeProcessingFee,
      percentage: r.percentageHundredths === null ? null : money(r.percentageHundredths),
      amount: r.amountCents === null ? null : money(r.amountCents),
    })),
    history: tx.history.map((h) => ({
      id: h.id,
      transaction: tx.id,
      amount: money(h.amountCents),
      operation_type: h.operationType,
      status: h.status,
      response_code: h.responseCode,
      response_message: h.responseMessage,
      created_at: historyTime(h.createdAt),
    })),
  };
}
