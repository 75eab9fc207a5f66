import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '../payment-methods';

/**
 * Transaction statuses as stored and shown (spec 000 section 4). Labels come in two variants because
 * the spec's screens disagree ('Completada' in lists, 'Paga' elsewhere); unknown values are shown raw
 * so a new provider status is visible instead of silently relabelled.
 */

export const TRANSACTION_STATUSES = [
  'pago',
  'pendente',
  'pendente_pix',
  'falha',
  'rejeitada',
  'estornada',
  'expirada',
  'em_disputa',
  'chargeback',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The methods as transactions store them: the one declaration (payment-methods.ts). */
export const PAYMENT_METHODS = PAYMENT_METHOD_IDS;
export type PaymentMethod = PaymentMethodId;

export const isTransactionStatus = (value: unknown): value is TransactionStatus =>
  typeof value === 'string' && (TRANSACTION_STATUSES as readonly string[]).includes(value);

export type StatusLabelVariant = 'list' | 'alternate';

const LIST_LABELS: Record<TransactionStatus, string> = {
  pago: 'Completada',
  pendente: 'Pendente',
  pendente_pix: 'Pendente PIX',
  falha: 'Recusada',
  // Not labelled by the spec, which only counts it on the admin dashboard ('Rejeitadas').
  rejeitada: 'Rejeitada',
  // Fully refunded; a partial refund keeps 'pago' and carries the refunded amount.
  estornada: 'Estornada',
  // A PIX code nobody paid before its deadline: an abandoned attempt, not a refusal (issue 20).
  expirada: 'Expirada',
  // The payer's bank contested a paid sale (Zoop `dispute`): the money is held until it is decided.
  em_disputa: 'Em disputa',
  // A dispute lost (Zoop `charged_back`): the bank took the money back; not a refund the seller gave.
  chargeback: 'Chargeback',
};

const ALTERNATE_LABELS: Record<TransactionStatus, string> = {
  ...LIST_LABELS,
  pago: 'Paga',
  pendente: 'Pré Autorizadas',
};

export function transactionStatusLabel(status: string, variant: StatusLabelVariant = 'list'): string {
  if (!isTransactionStatus(status)) return status;
  return (variant === 'list' ? LIST_LABELS : ALTERNATE_LABELS)[status];
}

/** The dashboard filter buttons and stat cards. */
export const STATUS_FILTER_GROUPS = [
  'aprovadas',
  'pendentes',
  'recusadas',
  'em_disputa',
  'chargeback',
] as const;
export type StatusFilterGroup = (typeof STATUS_FILTER_GROUPS)[number];

export const STATUS_FILTER_GROUP_LABELS: Record<StatusFilterGroup, string> = {
  aprovadas: 'Aprovadas',
  pendentes: 'Pendentes',
  recusadas: 'Recusadas',
  em_disputa: 'Em disputa',
  chargeback: 'Chargeback',
};

const GROUP_OF: Record<TransactionStatus, StatusFilterGroup | null> = {
  pago: 'aprovadas',
  pendente: 'pendentes',
  pendente_pix: 'pendentes',
  falha: 'recusadas',
  rejeitada: 'recusadas',
  // The spec's second dashboard variant counts refunded among the declined.
  estornada: 'recusadas',
  // Neither approved, pending nor declined: listed under 'Todas' and its own filter only.
  expirada: null,
  /*
   * Issue 36: a sale the payer's bank contests was paid, is not waiting for a payer and was not
   * refused, and its money is neither the seller's nor given back yet; a chargeback is money a bank
   * took back, not a refund the seller chose. Counted in 'Recusadas' or 'Estornadas' they would hide
   * what the seller has to answer (the evidence Zoop asks for) and what it lost: each has its own.
   */
  em_disputa: 'em_disputa',
  chargeback: 'chargeback',
};

/** null for an unknown status or an expired code: it appears under 'Todas' only. */
export const transactionFilterGroup = (status: string): StatusFilterGroup | null =>
  isTransactionStatus(status) ? GROUP_OF[status] : null;

/**
 * Revenue totals count only paid transactions: a disputed sale counts again once it is won (it
 * returns to 'pago'), a chargeback never does.
 */
export const countsTowardRevenue = (status: string): boolean => status === 'pago';

/** The list screens' status filter (spec 000 section 9). */
export const TRANSACTION_STATUS_FILTERS = [
  'all',
  'pago',
  'pendente',
  'pendente_pix',
  'falha',
  'expirada',
  'em_disputa',
  'chargeback',
] as const;
export type TransactionStatusFilter = (typeof TRANSACTION_STATUS_FILTERS)[number];
