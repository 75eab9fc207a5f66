import { boletoCodes, pixEmv } from './codes';
import { addDays, newId, readDate, zoopError } from './format';
import { badRequest, bool, cents, notFound, obj, ok, text, type Answer, type Call } from './http';
import { succeed } from './lifecycle';
import type { Card, SplitRule, Transaction } from './types';
import { transactionView } from './views';

/*
 * POST /transactions for credit, PIX and boleto (zoop.md §3.4-§3.7; OpenAPI v1.1 request schemas).
 * Test cards: zoop.md §6 (MMD's copy of Zoop's page).
 */

const DECLINED = new Set(['6011457819940087', '4929710426637678']);
const TIMEOUT = '4710426743216178';

export type ChargeOptions = {
  /** The marketplace's PIX expiry, a Zoop setting (5 min by default; 24 h in a 2025 answer). */
  pixExpirySeconds: number;
  /** Whether Zoop enabled `pix_expiration_date_time` (expiries over 24 h) for the marketplace. */
  longPixExpiry: boolean;
};

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return number.length >= 13 && sum % 10 === 0;
}

function splitRules(call: Call, amount: number): SplitRule[] | Answer {
  const raw = call.body.split_rules;
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return badRequest('split_rules must be a list', 'invalid_parameter');
  const rules: SplitRule[] = [];
  for (const item of raw) {
    const r = obj(item);
    const recipient = text(r.recipient);
    if (!recipient || !call.state.sellers.has(recipient)) return notFound('Split recipient');
    const amountCents = r.amount === undefined || r.amount === null ? null : cents(r.amount);
    const percentage = r.percentage === undefined || r.percentage === null ? null : Number(r.percentage);
    if (amountCents === null && (percentage === null || !(percentage > 0 && percentage <= 100)))
      return badRequest('split rule needs amount (cents) or percentage', 'invalid_parameter');
    rules.push({
      id: newId(),
      recipient,
      liable: bool(r.liable, true),
      chargeProcessingFee: bool(r.charge_processing_fee, false),
      amountCents,
      percentage: amountCents === null ? percentage : null,
      created: new Date(),
    });
  }
  const total = rules.reduce(
    (s, r) => s + (r.amountCents ?? Math.floor((amount * (r.percentage ?? 0)) / 100)),
    0,
  );
  if (total > amount)
    return zoopError(400, 'invalid_request_error', 'transaction_amount_error', 'split exceeds the amount');
  return rules;
}

function cardOf(call: Call): Card | Answer {
  const source = obj(call.body.source);
  const card = obj(source.card);
  const id = text(card.id);
  if (id) {
    const token = call.state.cardTokens.get(id);
    if (token) {
      if (token.used) return badRequest('token already used', 'invalid_parameter');
      token.used = true;
      return token.card;
    }
    return call.state.cards.get(id) ?? notFound('Card');
  }
  const number = (text(card.card_number) ?? '').replace(/\D/g, '');
  if (number) {
    return {
      id: newId(),
      number,
      holderName: text(card.holder_name) ?? '',
      expMonth: text(card.expiration_month) ?? '',
      expYear: text(card.expiration_year) ?? '',
      customer: null,
      created: new Date(),
    };
  }
  const customer = text(call.body.customer);
  const saved = [...call.state.cards.values()].find((c) => c.customer === customer);
  return saved ?? badRequest('a card (source.card) or a customer with a card is required');
}

const isAnswer = (v: unknown): v is Answer => typeof v === 'object' && v !== null && 'statusCode' in v;

export function createTransaction(call: Call, options: ChargeOptions): Answer {
  const { body, state, mp } = call;
  const amount = cents(body.amount);
  const type = text(body.payment_type);
  const onBehalfOf = text(body.on_behalf_of);
  if (amount === null) return badRequest('amount (integer cents) is required');
  if (!type || !['credit', 'debit', 'pix', 'boleto'].includes(type))
    return badRequest('payment_type is required');
  if (!onBehalfOf) return badRequest('on_behalf_of is required');
  const seller = state.sellers.get(onBehalfOf);
  if (!seller) return notFound('Seller');
  if (seller.status !== 'active')
    return zoopError(402, 'invalid_request_error', 'seller_authorization_refused', 'Seller is not active');
  const rules = splitRules(call, amount);
  if (isAnswer(rules)) return rules;
  const now = new Date();
  const tx: Transaction = {
    id: newId(),
    paymentType: type as Transaction['paymentType'],
    status: 'pending',
    amountCents: amount,
    originalCents: amount,
    onBehalfOf,
    customer: text(body.customer),
    referenceId: text(body.reference_id),
    description: text(body.description),
    installments: 1,
    captured: false,
    voided: false,
    splitRules: rules,
    history: [{ id: newId(), operation: 'created', amountCents: amount, at: now }],
    card: null,
    pix: null,
    boleto: null,
    voidedAt: null,
    created: now,
    updated: now,
  };
  if (type === 'pix') {
    const asked = body.pix_expiration_date_time;
    let expiresAt = new Date(now.getTime() + options.pixExpirySeconds * 1000);
    if (asked !== undefined) {
      // Documented only for expiries over 24 h, zone-less, and only where Zoop enabled it (§13.4).
      const value = text(asked) ?? '';
      const at = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? readDate(value) : null;
      if (!options.longPixExpiry || !at || at.getTime() - now.getTime() <= 86_400_000)
        return badRequest('pix_expiration_date_time is not accepted here', 'invalid_parameter');
      expiresAt = at;
    }
    tx.pix = { expiresAt, emv: pixEmv(amount, tx.id) };
  } else if (type === 'boleto') {
    const pm = obj(body.payment_method);
    if (!tx.customer && Object.keys(obj(pm.buyer)).length === 0) return badRequest('customer is required');
    if (tx.customer && !state.buyers.has(tx.customer)) return notFound('Customer');
    const due = readDate(text(pm.expiration_date) ?? '') ?? addDays(now, 3);
    const dueDay = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate()));
    const limit = readDate(text(pm.payment_limit_date) ?? '') ?? addDays(dueDay, 10);
    tx.boleto = {
      id: newId(),
      line: boletoCodes(amount, dueDay).line,
      due: dueDay,
      limit: new Date(Date.UTC(limit.getUTCFullYear(), limit.getUTCMonth(), limit.getUTCDate())),
      status: 'not_paid',
      paidAt: null,
      cancellationRequested: false,
      billingInstructions: pm.billing_instructions ?? null,
    };
    // The recorded answer: a pending boleto is `captured: true` (§13.2).
    tx.captured = true;
  } else {
    const card = cardOf(call);
    if (isAnswer(card)) return card;
    tx.card = card;
    const plan = obj(body.installment_plan ?? obj(body.source).installment_plan);
    const count = Number(plan.number_installments ?? 1);
    if (!Number.isInteger(count) || count < 1 || count > 12)
      return badRequest('number_installments 1-12', 'invalid_parameter');
    tx.installments = count;
    if (card.number === TIMEOUT)
      return zoopError(408, 'invalid_request_error', 'service_request_timeout', 'Service request timeout');
    if (DECLINED.has(card.number) || !luhn(card.number)) {
      tx.status = 'failed';
      state.transactions.set(tx.id, tx);
      state.emit('transaction.failed', transactionView(mp, tx));
      return zoopError(402, 'card_error', 'card_declined', 'The card was declined');
    }
  }
  state.transactions.set(tx.id, tx);
  state.emit('transaction.created', transactionView(mp, tx));
  if (tx.card) {
    if (body.capture === false || body.capture === 'false') {
      tx.status = 'pre_authorized';
      state.emit('transaction.pre_authorized', transactionView(mp, tx));
    } else succeed(state, tx);
  }
  return ok(transactionView(mp, tx), 201);
}
