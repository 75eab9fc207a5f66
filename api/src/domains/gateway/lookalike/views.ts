import { dayTime, reais, resourceTime, zonelessTime } from './format';
import type { BankAccount, Json, Receivable, Seller, SplitRule, Transaction, Transfer } from './types';

/*
 * Answers as Zoop writes them (zoop.md §3; the recorded boleto answer for the transaction and its
 * boleto `payment_method`; the OpenAPI v1.1 receivable schema). Money: decimal strings in reais.
 */

export function sellerView(mp: string, s: Seller): Json {
  return {
    id: s.id,
    resource: 'seller',
    type: s.type,
    status: s.status,
    ...s.fields,
    ...(s.type === 'individual' ? { taxpayer_id: s.taxpayerId } : { ein: s.taxpayerId }),
    account_balance: '0.00',
    current_balance: '0.00',
    marketplace_id: mp,
    uri: `/v1/marketplaces/${mp}/sellers/${s.id}`,
    metadata: {},
    created_at: resourceTime(s.created),
    updated_at: resourceTime(s.updated),
  };
}

export function splitView(mp: string, tx: Transaction, r: SplitRule): Json {
  return {
    id: r.id,
    resource: 'split_rule',
    transaction: tx.id,
    recipient: r.recipient,
    liable: r.liable,
    charge_processing_fee: r.chargeProcessingFee,
    percentage: r.percentage === null ? null : String(r.percentage),
    amount: r.amountCents === null ? null : reais(r.amountCents),
    uri: `/v1/marketplaces/${mp}/transactions/${tx.id}/split_rules/${r.id}`,
    created_at: resourceTime(r.created),
    updated_at: resourceTime(r.created),
  };
}

function paymentMethod(mp: string, tx: Transaction): Json | null {
  if (tx.card) {
    return {
      id: tx.card.id,
      resource: 'card',
      card_brand: tx.card.number.startsWith('4') ? 'Visa' : 'MasterCard',
      first4_digits: tx.card.number.slice(0, 4),
      last4_digits: tx.card.number.slice(-4),
      expiration_month: tx.card.expMonth,
      expiration_year: tx.card.expYear,
      holder_name: tx.card.holderName,
      customer: tx.card.customer,
    };
  }
  if (tx.pix) {
    return {
      id: tx.id,
      provider: 'ITAU',
      version: '1.0.0',
      type: 'DYNAMIC',
      reusable: false,
      allow_update: false,
      // A 2025 answer shows it zone-less, in UTC (zoop.md §13 sources).
      expiration_date: zonelessTime(tx.pix.expiresAt),
      key: { type: 'EVP', value: '00000000-0000-4000-8000-000000000000' },
      pix_link: null,
      qr_code: { emv: tx.pix.emv },
    };
  }
  if (tx.boleto) {
    const b = tx.boleto;
    return {
      id: b.id,
      zoop_boleto_id: null,
      resource: 'boleto',
      description: tx.description,
      reference_number: b.id.slice(0, 7),
      document_number: b.id.slice(0, 7),
      expiration_date: dayTime(b.due),
      payment_limit_date: dayTime(b.limit),
      recipient: 'Zoop look-alike',
      bank_code: '109',
      customer: tx.customer,
      url: `https://boletos.lookalike.invalid/${mp}/${b.id}.html`,
      accepted: false,
      printed: false,
      downloaded: false,
      paid_at: b.paidAt ? resourceTime(b.paidAt) : null,
      uri: `/v1/marketplaces/${mp}/boletos/${b.id}`,
      // The 47-digit linha digitável, as real Zoop answers (zoop.md §13.1).
      barcode: b.line,
      metadata: {},
      created_at: resourceTime(tx.created),
      updated_at: resourceTime(tx.updated),
      status: b.status,
      billing_instructions: b.billingInstructions ?? null,
    };
  }
  return null;
}

export function transactionView(mp: string, tx: Transaction): Json {
  return {
    id: tx.id,
    resource: 'transaction',
    status: tx.status,
    amount: reais(tx.amountCents),
    original_amount: reais(tx.originalCents),
    currency: 'BRL',
    description: tx.description,
    payment_type: tx.paymentType,
    transaction_number: null,
    gateway_authorizer: tx.paymentType === 'pix' ? 'zoop' : tx.paymentType === 'boleto' ? 'ITAU' : 'cielo',
    on_behalf_of: tx.onBehalfOf,
    customer: tx.customer,
    reference_id: tx.referenceId,
    payment_method: paymentMethod(mp, tx),
    installment_plan: tx.card
      ? { mode: 'interest_free', number_installments: String(tx.installments) }
      : null,
    refunded: false,
    voided: tx.voided,
    // A pending boleto answers captured: true (zoop.md §13.2): it says nothing about payment.
    captured: tx.captured,
    fees: '0.00',
    fee_details: null,
    split_rules: tx.splitRules.map((r) => splitView(mp, tx, r)),
    uri: `/v1/marketplaces/${mp}/transactions/${tx.id}`,
    metadata: {},
    expected_on:
      tx.status === 'succeeded'
        ? dayTime(new Date(tx.updated.getTime() + 86_400_000))
        : '1970-01-01T00:00:00+00:00',
    voided_at: tx.voidedAt ? resourceTime(tx.voidedAt) : null,
    created_at: resourceTime(tx.created),
    updated_at: resourceTime(tx.updated),
    history: tx.history.map((h) => ({
      id: h.id,
      transaction: tx.id,
      amount: reais(h.amountCents),
      operation_type: h.operation,
      status: 'succeeded',
      response_code: null,
      response_message: null,
      created_at: zonelessTime(h.at),
    })),
  };
}

export function receivableView(mp: string, r: Receivable): Json {
  return {
    id: r.id,
    resource: 'receivable',
    status: r.status,
    recipient: r.recipient,
    transaction: r.transaction,
    split_rule: r.splitRule,
    installment: String(r.installment),
    liable: true,
    amount: reais(r.amountCents),
    gross_amount: reais(r.amountCents),
    anticipation_fee: '0.00',
    paid_at: r.paidAt ? resourceTime(r.paidAt) : null,
    created_at: resourceTime(r.created),
    transaction_created_at: resourceTime(r.transactionCreated),
    canceled_at: r.canceledAt ? resourceTime(r.canceledAt) : null,
    expected_on: dayTime(r.expectedOn),
    authorization_code: null,
    id_original_receivable: null,
    prepaid: false,
    uri: `/v1/marketplaces/${mp}/receivables/${r.id}`,
  };
}

export function bankAccountView(mp: string, b: BankAccount): Json {
  return {
    id: b.id,
    resource: 'bank_account',
    holder_name: b.holderName,
    taxpayer_id: b.taxpayerId.length === 11 ? b.taxpayerId : null,
    ein: b.taxpayerId.length === 14 ? b.taxpayerId : null,
    bank_code: b.bankCode,
    routing_number: b.routingNumber,
    account_number: b.accountNumber,
    last4_digits: b.accountNumber.replace(/\D/g, '').slice(-4),
    type: b.type,
    customer: b.customer,
    is_active: true,
    is_verified: false,
    uri: `/v1/marketplaces/${mp}/bank_accounts/${b.id}`,
    created_at: resourceTime(b.created),
    updated_at: resourceTime(b.created),
  };
}

export function transferView(mp: string, t: Transfer): Json {
  return {
    id: t.id,
    resource: 'transfer',
    status: t.status,
    confirmed: t.status === 'succeeded' ? '1' : '0',
    type: 'bank_account',
    amount: reais(t.amountCents),
    description: t.description,
    statement_descriptor: t.statementDescriptor,
    transfer_date: t.transferDate,
    bank_account: t.bankAccount,
    owner: t.owner,
    uri: `/v1/marketplaces/${mp}/transfers/${t.id}`,
    created_at: resourceTime(t.created),
    updated_at: resourceTime(t.updated),
  };
}

/** A list answer (zoop.md §1): `total` comes back as a string. */
export function listView(uri: string, items: Json[], limit: number, offset: number, total: number): Json {
  return {
    resource: 'list',
    uri,
    items,
    limit,
    offset,
    has_more: offset + items.length < total,
    page: Math.floor(offset / Math.max(limit, 1)) + 1,
    total_pages: Math.max(1, Math.ceil(total / Math.max(limit, 1))),
    total: String(total),
    query_count: String(items.length),
  };
}
