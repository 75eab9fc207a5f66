import { z } from 'zod';
import { isValidCpfOrCnpj, onlyDigits, requiredString } from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { UUID_PATTERN, uuidParam } from './params';
import { RECEIVING_POLICIES, receivingPolicyBodySchema, receivingPolicySchema } from './receiving-policy';

export * from './receiving-policy';

/**
 * Money out (issue 25): bank accounts, the balance and its receivables, payouts ('Sacar') and the
 * receiving policy. Bodies keep Zoop's words where the issue names them. Admin and marketplace
 * callers add `?sellerId=` (checked against their tenant on the server).
 */

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
/**
 * `em_verificacao` ('Em verificação'): the transfer was sent and its answer lost; it is never sent
 * again and waits to be matched in the seller's transfers or decided by an operator (issue 36).
 */
export const PAYOUT_STATUSES = ['pendente', 'em_verificacao', 'pago', 'falhou'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const bankAccountCreateSchema = z.object({
  holder_name: requiredString('Nome do titular é obrigatório').max(120, {
    error: 'Máximo de 120 caracteres',
  }),
  taxpayer_id: requiredString('CPF ou CNPJ do titular é obrigatório')
    .refine(isValidCpfOrCnpj, { error: 'CPF ou CNPJ inválido' })
    .transform(onlyDigits),
  bank_code: z.string({ error: 'Selecione o banco' }).regex(/^\d{3}$/, { error: 'Selecione o banco' }),
  /** Agência: 1 to 5 digits (a check digit, when the bank has one, after a hyphen). */
  routing_number: requiredString('Agência é obrigatória').regex(/^\d{1,5}(-[\dXx])?$/, {
    error: 'Agência inválida (até 5 dígitos, ex: 0001)',
  }),
  /** Conta with its check digit. */
  account_number: requiredString('Conta é obrigatória').regex(/^\d{1,13}-?[\dXx]$/, {
    error: 'Conta inválida (ex: 12345-6)',
  }),
  type: z.enum(BANK_ACCOUNT_TYPES, { error: 'Selecione o tipo de conta' }),
});
export type BankAccountCreateInput = z.input<typeof bankAccountCreateSchema>;
export type BankAccountCreate = z.infer<typeof bankAccountCreateSchema>;

export const bankAccountSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  holderName: z.string(),
  /** Masked (***.456.789-**) for display. */
  taxpayerId: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  routingNumber: z.string(),
  /** Last digits only. */
  accountNumberLast4: z.string(),
  type: z.enum(BANK_ACCOUNT_TYPES),
  isDefault: z.boolean(),
  createdAt: z.string(),
  /** A new account's first payout waits 24 h: until when, or null once past. */
  payoutsAllowedFrom: z.string().nullable(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const setDefaultBankAccountSchema = z.object({
  password: requiredString('Informe sua senha atual'),
});

export const receivableDaySchema = z.object({
  /** `YYYY-MM-DD`. */
  date: z.string(),
  amountCents: z.number().int(),
});
export const balanceSchema = z.object({
  sellerId: z.string(),
  availableCents: z.number().int(),
  futureCents: z.number().int(),
  blockedCents: z.number().int(),
  receivables: z.array(receivableDaySchema),
  /**
   * Receivables an antecipação paid early (issue 38), by the date they were expected, with its fee.
   * Always sent by the API; optional so readers written before it still parse.
   */
  anticipated: z.array(receivableDaySchema.extend({ feeCents: z.number().int() })).optional(),
  /** The kind alone, as before issue 36 (a weekly or monthly policy names itself, never 'manual'). */
  policy: z.enum(RECEIVING_POLICIES),
  receivingPolicy: receivingPolicySchema,
});
export type Balance = z.infer<typeof balanceSchema>;

export const payoutCreateSchema = z.object({
  amountCents: z
    .number({ error: 'Informe o valor do saque' })
    .int({ error: 'Informe o valor em centavos' })
    .positive({ error: 'O valor do saque deve ser maior que zero' }),
  /** The default account when absent; an id that is not ours is refused before any lookup. */
  bankAccountId: z.string().regex(UUID_PATTERN, { error: 'Conta bancária inválida.' }).optional(),
});
export const payoutSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  amountCents: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  failureReason: z.string().nullable(),
  bankAccount: z.object({ id: z.string(), bankName: z.string(), accountNumberLast4: z.string() }),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** An operator's decision on a payout 'Em verificação' (admin only). */
export const payoutVerificationBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('sent'),
      transferId: requiredString('Informe o id da transferência no provedor').max(64, {
        error: 'Id de transferência inválido',
      }),
    }),
    z.object({ decision: z.literal('not_sent') }),
  ],
  { error: 'Informe se o saque foi enviado ou não' },
);
export type PayoutVerificationBody = z.input<typeof payoutVerificationBodySchema>;

/** The embedded sandbox's clock (absent, 404, with a real provider): tests and the demo move it. */
export const sandboxClockBodySchema = z.object({
  days: z
    .number({ error: 'Informe o número de dias' })
    .int({ error: 'Informe um número inteiro de dias' })
    .min(1, { error: 'Mínimo de 1 dia' })
    .max(3660, { error: 'Máximo de 3660 dias' }),
});
export const sandboxClockSchema = z.object({ today: z.string(), offsetDays: z.number().int() });

const sellerQuery = z.object({ sellerId: z.string().optional() });
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * A Brazilian bank by its COMPE code, from a maintained list (never typed by hand), with the name
 * people call it ('Nubank' for NU PAGAMENTOS) and the other names a search should find it by.
 */
export const bankSchema = z.object({
  code: z.string(),
  name: z.string(),
  commonName: z.string().nullable(),
  aliases: z.array(z.string()),
});
export type Bank = z.infer<typeof bankSchema>;
const bankSearchQuery = z.object({ q: z.string().trim().max(80).optional() });

export const payoutsContract = {
  listBanks: endpoint({
    method: 'GET',
    path: '/banks',
    tag: 'payouts',
    query: bankSearchQuery,
    response: { 200: z.object({ data: z.array(bankSchema) }) },
  }),
  listBankAccounts: endpoint({
    method: 'GET',
    path: '/bank-accounts',
    tag: 'payouts',
    query: sellerQuery,
    response: { 200: z.object({ data: z.array(bankAccountSchema) }) },
  }),
  createBankAccount: endpoint({
    method: 'POST',
    path: '/bank-accounts',
    tag: 'payouts',
    body: bankAccountCreateSchema,
    response: { 201: bankAccountSchema, ...errors },
  }),
  deleteBankAccount: endpoint({
    method: 'DELETE',
    path: '/bank-accounts/:id',
    tag: 'payouts',
    params: z.object({ id: uuidParam }),
    response: { 204: z.null(), ...errors },
  }),
  setDefaultBankAccount: endpoint({
    method: 'PUT',
    path: '/bank-accounts/:id/default',
    tag: 'payouts',
    summary: 'Needs the current password; emails the owner.',
    params: z.object({ id: uuidParam }),
    body: setDefaultBankAccountSchema,
    response: { 200: bankAccountSchema, ...errors },
  }),
  balance: endpoint({
    method: 'GET',
    path: '/balance',
    tag: 'payouts',
    query: sellerQuery,
    response: { 200: balanceSchema, ...errors },
  }),
  listPayouts: endpoint({
    method: 'GET',
    path: '/payouts',
    tag: 'payouts',
    query: sellerQuery,
    response: { 200: z.object({ data: z.array(payoutSchema) }), ...errors },
  }),
  createPayout: endpoint({
    method: 'POST',
    path: '/payouts',
    tag: 'payouts',
    summary: 'Sacar: Idempotency-Key header required; never more than what is available.',
    body: payoutCreateSchema,
    response: { 201: payoutSchema, ...errors },
  }),
  setReceivingPolicy: endpoint({
    method: 'PUT',
    path: '/receiving-policy',
    tag: 'payouts',
    query: sellerQuery,
    body: receivingPolicyBodySchema,
    response: {
      200: z.object({ policy: z.enum(RECEIVING_POLICIES), receivingPolicy: receivingPolicySchema }),
      ...errors,
    },
  }),
  decidePayoutVerification: endpoint({
    method: 'POST',
    path: '/payouts/:id/verification',
    tag: 'payouts',
    summary: "Admin only: a payout 'Em verificação' was sent (with the provider's transfer id) or not.",
    params: z.object({ id: uuidParam }),
    body: payoutVerificationBodySchema,
    response: { 200: payoutSchema, ...errors },
  }),
  sandboxClock: endpoint({
    method: 'POST',
    path: '/sandbox/clock',
    tag: 'payouts',
    summary: 'Embedded sandbox only: moves its clock forward (receivables settle, transfers are paid).',
    body: sandboxClockBodySchema,
    response: { 200: sandboxClockSchema, ...errors },
  }),
};
