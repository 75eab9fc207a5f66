import { z } from 'zod';
import {
  PAYMENT_METHODS,
  reaisAmountField,
  TRANSACTION_PERIODS,
  TRANSACTION_STATUSES,
  TRANSACTIONS_PAGE_SIZE,
} from '@pagora/shared';
import { endpoint } from './endpoint';
import { UUID_PATTERN, pageAnswerFields, pagingQuery, uuidParam } from './params';

export const TRANSACTION_PAGE_SIZE_MAX = 100;
export const CSV_FORMATS = ['excel', 'rfc4180'] as const;

const named = z.object({ id: z.string(), nome: z.string() });
/** Money on the wire as the spec shows it: reais with two decimals, exact ("123.45"). */
const reaisString = z.string().regex(/^-?\d+\.\d{2}$/);

export const fieldAnswerSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });
export const transactionOrderSchema = z.object({
  quantity: z.number().int(),
  unitAmountCents: z.number().int(),
  coupon: z.object({ code: z.string(), discountCents: z.number().int() }).nullable(),
  fields: z.array(fieldAnswerSchema),
});
export type TransactionOrder = z.infer<typeof transactionOrderSchema>;

/** Spec 000 "Transaction", plus what our screens need (exact cents, refunds, late PIX). */
export const transactionViewSchema = z.object({
  id: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  valor: reaisString,
  /** The seller's side (net, fees, provider id): absent in a customer's answer (issue 20). */
  valor_liquido: reaisString.optional(),
  amountCents: z.number().int(),
  netCents: z.number().int().optional(),
  feesCents: z.number().int().optional(),
  /** The seller's net held while the payer's bank contests the sale ('em_disputa', issue 36). */
  heldCents: z.number().int().optional(),
  /** The seller's net a bank took back ('chargeback'): apart from `refundedCents`. */
  chargebackCents: z.number().int().optional(),
  refundedCents: z.number().int(),
  valor_estornado: reaisString,
  parcela_selecionada: z.number().int(),
  data_criacao: z.string(),
  paidAt: z.string().nullable(),
  paymentMethod: z.array(z.enum(PAYMENT_METHODS)),
  cliente: z.object({
    nome: z.string().nullable(),
    email: z.string().nullable(),
    telefone: z.string().nullable(),
    endereco: z.string().nullable(),
  }),
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  transacao_id_zoop: z.string().nullable().optional(),
  pagamento: z
    .object({
      id: z.string(),
      valor: reaisString,
      description: z.string(),
      data_criacao_pagamento: z.string(),
    })
    .nullable(),
  /** What was sold: the link's description, or the plan's name of a subscription charge (issue 41). */
  description: z.string().nullable().optional(),
  sellerId: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  /** A PIX paid after its code expired: `reviewedAt` once a person accepted or refunded it. */
  late: z.object({ reviewedAt: z.string().nullable() }).nullable(),
  /** Admin and marketplace callers; a customer gets the seller (whom they paid). */
  seller: named.optional(),
  marketplace: named.optional(),
  /**
   * What the payer chose on the link's page (issue 40): the quantity and unit amount, the coupon
   * and its discount, the answers to the link's fields (labels as they read at payment time).
   */
  pedido: transactionOrderSchema,
});
export type TransactionView = z.infer<typeof transactionViewSchema>;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(emptyToUndefined, z.enum(values, { error: message }).optional());
const optionalUuid = (message: string) =>
  z.preprocess(emptyToUndefined, z.string().regex(UUID_PATTERN, { error: message }).optional());

/** The list's filters, on the server (spec 000 "Transactions": the same filters, fast at any size). */
export const transactionFiltersSchema = z.object({
  status: optionalEnum(['all', ...TRANSACTION_STATUSES] as const, 'Status inválido.'),
  method: optionalEnum(['all', ...PAYMENT_METHODS] as const, 'Método de pagamento inválido.'),
  period: optionalEnum(TRANSACTION_PERIODS, 'Período inválido.'),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: 'Busca muito longa.' }).optional()),
  marketplaceId: optionalUuid('Marketplace inválido.'),
  sellerId: optionalUuid('Vendedor inválido.'),
  sort: optionalEnum(['desc', 'asc'] as const, 'Ordenação inválida.'),
  late: optionalEnum(['true', 'false'] as const, 'Filtro inválido.'),
});
export type TransactionFilters = z.infer<typeof transactionFiltersSchema>;

export const transactionListQuerySchema = transactionFiltersSchema.extend(
  pagingQuery({ defaultSize: TRANSACTIONS_PAGE_SIZE, maxSize: TRANSACTION_PAGE_SIZE_MAX }),
);
export type TransactionListQuery = z.input<typeof transactionListQuerySchema>;

/**
 * The list's cards. A search (`q`) that matches more than SEARCH_COUNT_LIMIT rows answers
 * `countCapped: true`, `count` = the limit and no revenue (null): a sum over part of the matches
 * would be a wrong figure, and the whole sum cost seconds over millions of rows (issue 42).
 */
const listSummary = z.object({
  count: z.number().int(),
  receitaCents: z.number().int().nullable(),
  receita: z.number().nullable(),
  countCapped: z.boolean(),
});

/** One month of the 12-month report: amounts in reais and exact cents, with counts per group. */
export const monthlyRowSchema = z.object({
  month: z.string().regex(/^\d{2}\/\d{4}$/),
  /** Billed: paid, net of refunds (the same as `completed`). */
  total: z.number(),
  totalCents: z.number().int(),
  /** Every attempt's amount: completed + pending + declined + disputed + chargeback. */
  attempted: z.number(),
  attemptedCents: z.number().int(),
  completed: z.number(),
  completedCents: z.number().int(),
  pending: z.number(),
  pendingCents: z.number().int(),
  declined: z.number(),
  declinedCents: z.number().int(),
  /** Issue 36: held by a dispute, and taken back by a chargeback, each apart from the others. */
  disputed: z.number(),
  disputedCents: z.number().int(),
  chargeback: z.number(),
  chargebackCents: z.number().int(),
  count: z.number().int(),
  completedCount: z.number().int(),
  pendingCount: z.number().int(),
  declinedCount: z.number().int(),
  disputedCount: z.number().int(),
  chargebackCount: z.number().int(),
});
export type MonthlyRow = z.infer<typeof monthlyRowSchema>;

/** Spec 000 "Stats" for the current calendar month (Sao Paulo). */
export const dashboardStatsSchema = z.object({
  totalTransactions: z.number().int(),
  completed: z.number().int(),
  pending: z.number().int(),
  declined: z.number().int(),
  /** Fully refunded ('estornada'). */
  refunded: z.number().int(),
  /**
   * 'Em disputa' and 'Chargeback' (issue 36), never among the declined or refunded: with the four
   * above they add up to `totalTransactions`. The cents are what is left of those sales after refunds.
   */
  disputed: z.number().int(),
  chargeback: z.number().int(),
  disputedCents: z.number().int(),
  chargebackCents: z.number().int(),
  totalAmount: z.number(),
  totalAmountCents: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const REFUND_MESSAGES = {
  notPaid: 'Só é possível estornar transações pagas.',
  tooMuch: 'O valor do estorno é maior que o valor disponível para estorno.',
  inFlight: 'Este estorno ainda está em processamento. Aguarde e atualize a página.',
  done: 'Estorno realizado com sucesso!',
  keyRequired: 'Envie o cabeçalho Idempotency-Key para estornar.',
  pixWhole: 'Um pagamento PIX só pode ser estornado por inteiro.',
  boleto:
    'Um boleto pago não pode ser estornado pela plataforma: devolva o valor ao pagador por transferência.',
} as const;

const REFUND_AMOUNT_MESSAGES = {
  required: 'Informe o valor do estorno.',
  positive: 'O valor do estorno deve ser maior que zero.',
  min: 'O valor mínimo é R$ 0,01',
  max: 'O valor máximo é R$ 999.999,99',
  invalid: 'Informe um valor válido com até 2 casas decimais',
};

const txParams = z.object({ userId: z.string().max(64) });

export const transactionsContract = {
  list: endpoint({
    method: 'GET',
    path: '/transactions/:userId',
    tag: 'transactions',
    summary: 'The caller’s transactions (an admin’s: all), filtered and paged on the server.',
    params: txParams,
    query: transactionListQuerySchema,
    response: {
      200: z.object({
        transactions: z.object({ transacoes: z.array(transactionViewSchema) }),
        ...pageAnswerFields,
        summary: listSummary,
      }),
    },
  }),
  /** CSV (text/csv); not JSON, so the client builds its URL with `pathOf` and downloads it. */
  exportCsv: endpoint({
    method: 'GET',
    path: '/transactions/:userId/export',
    tag: 'transactions',
    summary: 'Every matching transaction as CSV: Excel pt-BR by default, or format=rfc4180.',
    params: txParams,
    query: transactionFiltersSchema.extend({ format: optionalEnum(CSV_FORMATS, 'Formato inválido.') }),
    response: { 200: z.string() },
  }),
  refund: endpoint({
    method: 'POST',
    path: '/transactions/:id/refund',
    tag: 'transactions',
    summary: 'Full or partial refund of a paid transaction. Requires an Idempotency-Key header.',
    params: z.object({ id: uuidParam }),
    // `amount` in reais (the spec's wire unit), exact to the cent; omitted = everything left.
    body: z.object({
      amount: z.preprocess(emptyToUndefined, reaisAmountField(REFUND_AMOUNT_MESSAGES).optional()),
    }),
    response: { 200: z.object({ message: z.string(), transaction: transactionViewSchema }) },
  }),
  reviewLate: endpoint({
    method: 'POST',
    path: '/transactions/:id/accept-late',
    tag: 'transactions',
    summary: 'Keeps a PIX paid after expiry and marks it reviewed.',
    params: z.object({ id: uuidParam }),
    response: { 200: z.object({ message: z.string(), transaction: transactionViewSchema }) },
  }),
  sellerDash: endpoint({
    method: 'GET',
    path: '/seller-dash/:userId',
    tag: 'dashboards',
    params: txParams,
    response: {
      200: z.object({
        dados: z.object({
          transacoes: z.array(transactionViewSchema),
          // The spec's reais, plus the exact cents the screens format (never guessed by magnitude).
          cliente: z
            .object({
              account_balance: z.number(),
              current_balance: z.number(),
              current_blocked_balance: z.number(),
              account_balance_cents: z.number().int(),
              current_balance_cents: z.number().int(),
              current_blocked_balance_cents: z.number().int(),
              /**
               * The cards' figures (issue 35), by their one definition: 'Saldo Disponível' is what
               * 'Sacar' allows (GET /balance `availableCents`), 'Saldo Futuro' the receivables not
               * yet settled (`futureCents`), never money already paid out.
               */
              available_balance_cents: z.number().int(),
              future_balance_cents: z.number().int(),
            })
            .nullable(),
          stats: dashboardStatsSchema,
        }),
      }),
    },
  }),
  monthly: endpoint({
    method: 'GET',
    path: '/dashboard/monthly',
    tag: 'dashboards',
    summary: 'The last 12 months keyed MM/YYYY (Sao Paulo), oldest first, empty months included.',
    query: z.object({ marketplaceId: optionalUuid('Marketplace inválido.') }),
    response: { 200: z.object({ dados: z.array(monthlyRowSchema) }) },
  }),
};
