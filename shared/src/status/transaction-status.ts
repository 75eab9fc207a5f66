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
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** `bank_slip`: boleto bancário (issue 24), paid at any bank until its payment limit date. */
export const PAYMENT_METHODS = ['pix', 'credit_card', 'bank_slip'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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
export const STATUS_FILTER_GROUPS = ['aprovadas', 'pendentes', 'recusadas'] as const;
export type StatusFilterGroup = (typeof STATUS_FILTER_GROUPS)[number];

export const STATUS_FILTER_GROUP_LABELS: Record<StatusFilterGroup, string> = {
  aprovadas: 'Aprovadas',
  pendentes: 'Pendentes',
  recusadas: 'Recusadas',
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
};

/** null for an unknown status or an expired code: it appears under 'Todas' only. */
export const transactionFilterGroup = (status: string): StatusFilterGroup | null =>
  isTransactionStatus(status) ? GROUP_OF[status] : null;

/** Revenue totals count only paid transactions. */
export const countsTowardRevenue = (status: string): boolean => status === 'pago';

/** The list screens' status filter (spec 000 section 9). */
export const TRANSACTION_STATUS_FILTERS = [
  'all',
  'pago',
  'pendente',
  'pendente_pix',
  'falha',
  'expirada',
] as const;
export type TransactionStatusFilter = (typeof TRANSACTION_STATUS_FILTERS)[number];
