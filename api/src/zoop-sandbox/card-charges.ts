import type { SandboxContext } from './context';
import { splitTotalCents } from './split';
import { takenFeeCents } from './fee-rates';
import { newZoopId, type SbCard, type SbSplitRule, type SbTransaction } from './state';
import { makeCard } from './test-cards';
import type { CreateTransactionBody } from './transaction-input';
import { zoopErrorBody } from './zoop-reply';

type ZoopErrorBody = ReturnType<typeof zoopErrorBody>;
export type EngineResult = { status: number; tx?: SbTransaction; error?: ZoopErrorBody };

const invalid = (category: string, message: string): EngineResult => ({
  status: 400,
  error: zoopErrorBody(400, 'invalid_request_error', category, message),
});

/** What a refused card answers: the issuer's code and Zoop's category. */
const DECLINES = {
  decline: { code: '05', category: 'card_declined' },
  expired: { code: '54', category: 'expired_card_error' },
  invalid_number: { code: '14', category: 'invalid_card_number' },
  approve: { code: '00', category: '' },
  timeout: { code: '00', category: '' },
  pending: { code: '00', category: '' },
} as const;

/**
 * Resolves `source.card` (raw card, token id or card id) or the buyer's default card. A saved
 * card is charged only with its buyer as `customer`, as Zoop does (402
 * `card_customer_not_associated`; its one recorded saved-card success sends `customer`).
 */
function resolveCard(ctx: SandboxContext, body: CreateTransactionBody): SbCard | EngineResult {
  const src = body.source?.card;
  if (src && 'card_number' in src) return makeCard(src);
  const ref = src?.id ?? ctx.store.buyers.get(body.customer ?? '')?.defaultCard;
  if (!ref) return invalid('invalid_payment_information', 'source.card or customer with a card is required');
  const token = ctx.store.tokens.get(ref);
  if (token) {
    if (token.used) return invalid('invalid_payment_information', 'token already used');
    token.used = true;
    ctx.store.save('token', token);
    return token.card;
  }
  const card = ctx.store.cards.get(ref);
  if (!card) return invalid('invalid_payment_information', `card ${ref} not found`);
  if (card.customer !== null && body.customer !== card.customer) {
    return {
      status: 402,
      error: zoopErrorBody(
        402,
        'card_error',
        'card_customer_not_associated',
        'The card is not associated with the given customer',
      ),
    };
  }
  return card;
}

export function buildSplitRules(body: CreateTransactionBody): SbSplitRule[] {
  return body.split_rules.map((r) => ({
    id: newZoopId(),
    recipient: r.recipient,
    liable: r.liable,
    chargeProcessingFee: r.charge_processing_fee,
    percentageHundredths: r.amount === undefined ? (r.percentage ?? null) : null,
    amountCents: r.amount ?? null,
    isGrossAmount: r.is_gross_amount,
  }));
}

export function validateSplit(
  ctx: SandboxContext,
  rules: SbSplitRule[],
  amountCents: number,
): EngineResult | null {
  if (rules.some((r) => (r.amountCents === null) === (r.percentageHundredths === null))) {
    return invalid('invalid_parameter', 'each split rule needs exactly one of amount or percentage');
  }
  const unknown = rules.find((r) => !ctx.store.sellers.has(r.recipient));
  if (unknown && !ctx.opts.adoptUnknownIds)
    return invalid('invalid_parameter', `recipient ${unknown.recipient} not found`);
  const total = splitTotalCents(rules, amountCents);
  if (total > amountCents) return invalid('invalid_parameter', 'split rules exceed transaction amount');
  // Zoop takes its fee from the net amount: shares of the whole amount leave nothing for it unless
  // they are declared gross (help centre on split; public clients send `is_gross_amount`). Zoop's
  // OpenAPI documents `is_gross_amount` on amount rules only, so only those are held to it.
  // No public Zoop source: what Zoop does with percentage rules that add up to 100 %.
  const amountRules = rules.filter((r) => r.amountCents !== null);
  if (total === amountCents && amountRules.length > 0 && !amountRules.every((r) => r.isGrossAmount))
    return invalid('invalid_parameter', 'split rules take the whole amount; set is_gross_amount');
  return null;
}

export function createCardTransaction(ctx: SandboxContext, body: CreateTransactionBody): EngineResult {
  const card = resolveCard(ctx, body);
  if ('status' in card) return card;
  const splitRules = buildSplitRules(body);
  const splitError = validateSplit(ctx, splitRules, body.amount);
  if (splitError) return splitError;
  const outcome = card.outcome;
  const approved = outcome === 'approve' || outcome === 'timeout';
  const now = ctx.opts.now();
  const plan = body.installment_plan ?? body.source?.installment_plan;
  const installments = plan?.number_installments ?? 1;
  const tx: SbTransaction = {
    id: newZoopId(),
    status:
      outcome === 'pending'
        ? 'pending'
        : approved
          ? body.capture
            ? 'succeeded'
            : 'pre_authorized'
          : 'failed',
    paymentType: 'credit',
    amountCents: body.amount,
    originalAmountCents: body.amount,
    feesCents: approved ? takenFeeCents(ctx, 'credit', installments, body.amount) : 0,
    onBehalfOf: body.on_behalf_of,
    referenceId: body.reference_id ?? null,
    description: body.description ?? null,
    installments,
    installmentMode: plan ? (plan.mode ?? 'interest_free') : null,
    customer: body.customer ?? null,
    card,
    pix: null,
    splitRules,
    history: [
      {
        id: newZoopId(),
        operationType: 'authorization',
        status: outcome === 'pending' ? 'pending' : approved ? 'succeeded' : 'failed',
        amountCents: body.amount,
        responseCode: approved || outcome === 'pending' ? '00' : DECLINES[outcome].code,
        responseMessage:
          outcome === 'pending'
            ? 'Transação em análise'
            : approved
              ? 'Transação autorizada'
              : DECLINES[outcome].category,
        createdAt: now,
      },
    ],
    captured: approved && body.capture,
    voidedAt: null,
    metadata: body.metadata,
    createdAt: now,
    updatedAt: now,
  };
  ctx.store.save('transaction', tx);
  if (outcome === 'pending') return { status: 201, tx };
  ctx.emit(approved ? 'transaction.succeeded' : 'transaction.failed', tx);
  if (outcome === 'approve') return { status: 201, tx };
  if (outcome === 'timeout') {
    return {
      status: 408,
      tx,
      error: zoopErrorBody(
        408,
        'invalid_request_error',
        'service_request_timeout',
        'The request timed out at the acquirer',
      ),
    };
  }
  const category = DECLINES[outcome].category;
  return {
    status: 402,
    tx,
    error: zoopErrorBody(402, 'card_error', category, 'The card was declined by the issuer'),
  };
}
