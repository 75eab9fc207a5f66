import { z } from 'zod';
import {
  LIST_PAGE_SIZE,
  PAYMENT_AMOUNT_MESSAGES,
  PLAN_PAYMENT_METHODS,
  type PlanPaymentMethod,
  daysInMonth,
  reaisAmountField,
} from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { UUID_PATTERN, pageAnswerFields, pagingQuery, uuidParam } from './params';
import { cardRegisterSchema, savedCardSchema } from './saved-cards';

export * from './saved-cards';

/**
 * Subscriptions, their charges and the customer's saved cards (spec 001 sections 2.6, 2.8, 3
 * "Subscription" and "Card form", 7 "Subscriptions" and "Customer"). Statuses: docs/billing.md.
 */
export const SUBSCRIPTION_STATUSES = ['ativo', 'pendente', 'vencida', 'inativa', 'cancelada'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_MESSAGES = {
  created: 'Assinatura criada com sucesso!',
  updated: 'Assinatura atualizada com sucesso!',
  removed: 'Assinatura removida com sucesso!',
  required: 'Preencha todos os campos obrigatórios!',
  notFound: 'Assinatura não encontrada.',
  cancelledLocked: 'Esta assinatura está cancelada e não pode ser editada.',
  cancelledUnpayable: 'Esta assinatura está cancelada e não aceita pagamentos.',
  alreadyCancelled: 'Esta assinatura já está cancelada.',
  planNotFound: 'Plano não encontrado.',
  buyerNotFound: 'Comprador não encontrado.',
  planInactive: 'Este plano está inativo e não aceita novas assinaturas.',
  nothingDue: 'Esta assinatura não tem cobrança em aberto.',
  paid: 'Pagamento realizado com sucesso!',
  declined: 'Pagamento recusado pelo emissor do cartão. Tente outro cartão.',
  paymentInFlight: 'Pagamento já em andamento.',
  paymentUnderReview:
    'Um pagamento desta cobrança está em verificação. Aguarde a confirmação antes de pagar de novo.',
  idempotencyKeyReused: 'Esta chave de idempotência já foi usada em outro pagamento.',
  cardRequired: 'Escolha um cartão.',
  cardNotFound: 'Cartão não encontrado.',
  dateInvalid: 'Data inválida',
  datePast: 'A data de cobrança não pode estar no passado.',
  /** Issue 24: boleto subscriptions. */
  methodNotInPlan: 'Este plano não aceita esta forma de pagamento.',
  boletoBuyerAddress:
    'Para cobrar por boleto, cadastre o CPF/CNPJ e o endereço completo do comprador (rua, número, bairro, cidade, UF e CEP).',
  /** 'Pagar' on a boleto subscription: the boleto is paid at the bank, not here. */
  payByBoleto: 'Esta assinatura é cobrada por boleto: pague o boleto enviado por email.',
  boletoNotIssuedYet: 'O boleto desta cobrança ainda não foi emitido.',
} as const;

const M = SUBSCRIPTION_MESSAGES;
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
/** 'AAAA-MM-DD' naming a day that exists: 2099-02-30 or 2099-13-01 must not reach the database. */
const isCalendarDay = (v: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
};
const isoDate = z.string({ error: M.dateInvalid }).refine(isCalendarDay, { error: M.dateInvalid });
/** '' and null read as missing, so a blank form field gets the field's own message. */
const required = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);
const requiredUuid = required(z.string({ error: M.required }).regex(UUID_PATTERN, { error: M.required }));

export const subscriptionAmountMessages = { ...PAYMENT_AMOUNT_MESSAGES, required: M.required };

/** The spec's payload; amount in reais (minimum 0,01), kept as exact cents. */
export const subscriptionBodySchema = z.object({
  plano_id: requiredUuid,
  customer_id: requiredUuid,
  amount: required(reaisAmountField(subscriptionAmountMessages)),
  /**
   * One method per subscription (issue 24): a saved card, or a boleto e-mailed before each due date.
   * It must be one the plan takes (SUBSCRIPTION_MESSAGES.methodNotInPlan).
   */
  payment_methods: z
    .array(z.enum(PLAN_PAYMENT_METHODS, { error: 'Forma de pagamento inválida.' }), {
      error: 'Forma de pagamento inválida.',
    })
    .max(1, { error: 'Escolha uma forma de pagamento.' })
    .nullish()
    .transform((v): PlanPaymentMethod[] => (v && v.length > 0 ? v : ['credit'])),
  /** First charge date (America/Sao_Paulo); today when omitted. */
  data_cobranca: required(isoDate.optional()),
  /** The spec's field: checked as a date, then ignored (the due date is derived; docs/billing.md). */
  data_vencimento: required(isoDate.optional()),
  // Accepted for the spec's payload; the server decides these from the caller and the plan.
  id_juros: z.unknown().optional(),
  marketplaceId: z.unknown().optional(),
  seller_id: z.unknown().optional(),
});
export type SubscriptionBody = z.output<typeof subscriptionBodySchema>;

/** The boleto issued for a subscription's charge, as the customer pays it (issue 24). */
export const subscriptionBoletoSchema = z.object({
  transactionId: z.string(),
  /** The 47-digit linha digitável, digits only (formatDigitableLine groups it). */
  digitableLine: z.string(),
  /** The 44-digit barcode (Interleaved 2 of 5). */
  barcode: z.string(),
  /** 'AAAA-MM-DD', the cycle's due date. */
  dueDate: z.string(),
  amountCents: z.number().int(),
  /** Our printable boleto, absolute from PUBLIC_URL: GET /api/boleto/:transactionId/pdf. */
  pdfUrl: z.string(),
});
export type SubscriptionBoleto = z.infer<typeof subscriptionBoletoSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  plano_id: z.string(),
  plano_nome: z.string(),
  seller_id: z.string(),
  customer_id: z.string(),
  /** The buyer's provider id: for support only, never the buyer's name on screen (issue 41). */
  id_comprador: z.string(),
  customer_nome: z.string(),
  /** Tells two buyers of one name apart on screen ('Diego Cliente', diego@...). */
  customer_email: z.string(),
  payment_methods: z.array(z.string()),
  data_cobranca: z.string(),
  data_vencimento: z.string().nullable(),
  amount: z.number(),
  amount_cents: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  id_juros: z.string().nullable(),
  marketplaceId: z.string(),
  /** The last charge's result: 'paga', 'recusada: motivo', 'sem cartão', or null before any. */
  ultima_cobranca: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The customer's view (spec 001 section 3), plus what is due so 'Pagar' knows what it pays. */
export const customerSubscriptionSchema = z.object({
  id: z.string(),
  plano_id: z.string(),
  seller_id: z.string(),
  data_vencimento: z.string(),
  amount: z.number(),
  amount_cents: z.number().int(),
  descricao: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Names, for the screen: a customer is never shown a raw id (issue 20). */
  plano: z.object({ nome: z.string(), description: z.string(), status: z.string() }),
  vendedor: z.object({ nome: z.string() }),
  /** The open charge (due or overdue) 'Pagar' settles, or null. */
  em_aberto: z
    .object({
      id: z.string(),
      amount_cents: z.number().int(),
      vencimento: z.string(),
      /** A boleto subscription's issued boleto for this charge (null before it is issued, or by card). */
      boleto: subscriptionBoletoSchema.nullable(),
    })
    .nullable(),
  /** ['credit'] or ['bank_slip']: how this subscription is charged. */
  payment_methods: z.array(z.string()),
  /** By boleto: how many days before each due date the boleto is issued and e-mailed; null by card. */
  boleto_dias_antes: z.number().int().nullable(),
});
export type CustomerSubscription = z.infer<typeof customerSubscriptionSchema>;

const userParams = z.object({ userId: z.string().max(64) });
const subscriptionAnswer = z.object({ message: z.string(), dados: subscriptionSchema });

export const billingContract = {
  list: endpoint({
    method: 'GET',
    path: '/assinaturas',
    tag: 'subscriptions',
    summary: "The caller's subscriptions (a marketplace: its sellers' too; an admin: all), newest first.",
    query: z.object({
      ...pagingQuery({ defaultSize: LIST_PAGE_SIZE, maxSize: 100 }),
      q: z.string().trim().max(100, { error: 'Busca muito longa.' }).optional(),
      status: z.enum(SUBSCRIPTION_STATUSES, { error: 'Status inválido' }).optional(),
    }),
    response: { 200: z.object({ dados: z.array(subscriptionSchema), ...pageAnswerFields }), ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/assinaturas',
    tag: 'subscriptions',
    summary: 'Subscribes one of the caller’s buyers to one of its plans; charged from data_cobranca.',
    body: subscriptionBodySchema,
    response: { 201: subscriptionAnswer, ...errors },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/assinaturas/:id',
    tag: 'subscriptions',
    summary: 'Changes amount, plan or next charge date; applies from the next cycle.',
    params: z.object({ id: uuidParam }),
    body: subscriptionBodySchema,
    response: { 200: subscriptionAnswer, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/assinaturas/:id',
    tag: 'subscriptions',
    summary: 'Cancels: no further charges; past charges and transactions stay.',
    params: z.object({ id: uuidParam }),
    response: { 200: z.object({ message: z.string() }), ...errors },
  }),
  customerList: endpoint({
    method: 'GET',
    path: '/assinaturas-customer/:userId',
    tag: 'customer',
    summary: "The customer's own subscriptions, with what is due.",
    params: userParams,
    response: { 200: z.object({ dados: z.array(customerSubscriptionSchema) }), ...errors },
  }),
  pay: endpoint({
    method: 'POST',
    path: '/assinaturas/:id/pagar',
    tag: 'customer',
    summary:
      'The customer pays the open charge of a subscription with a saved card. Send an Idempotency-Key header.',
    params: z.object({ id: uuidParam }),
    // A saved card's id, never a card number: anything else is a card we do not have.
    body: z.object({
      cardId: required(z.string({ error: M.cardRequired }).regex(UUID_PATTERN, { error: M.cardNotFound })),
    }),
    response: {
      200: z.object({ message: z.string(), status: z.enum(SUBSCRIPTION_STATUSES) }),
      402: errorBodySchema,
      ...errors,
    },
  }),
  registerCard: endpoint({
    method: 'POST',
    path: '/cadastrar-cartao/:userId',
    tag: 'customer',
    summary: 'Tokenizes a card at the provider and saves it for the customer (no number is kept).',
    params: userParams,
    body: cardRegisterSchema,
    response: {
      201: z.object({ message: z.string(), dados: savedCardSchema }),
      402: errorBodySchema,
      ...errors,
    },
  }),
  cards: endpoint({
    method: 'GET',
    path: '/cartoes/:userId',
    tag: 'customer',
    summary: "The customer's saved cards, principal first.",
    params: userParams,
    response: { 200: z.object({ dados: z.array(savedCardSchema) }), ...errors },
  }),
  setPrincipal: endpoint({
    method: 'PUT',
    path: '/cartoes/:id/principal',
    tag: 'customer',
    summary: 'Makes this card the principal one (exactly one); overdue charges are retried with it.',
    params: z.object({ id: uuidParam }),
    response: { 200: z.object({ message: z.string(), dados: z.array(savedCardSchema) }), ...errors },
  }),
  removeCard: endpoint({
    method: 'DELETE',
    path: '/cartoes/:id',
    tag: 'customer',
    summary: 'Removes a saved card, unless it is the only card an active subscription can use.',
    params: z.object({ id: uuidParam }),
    response: { 200: z.object({ message: z.string(), dados: z.array(savedCardSchema) }), ...errors },
  }),
};
