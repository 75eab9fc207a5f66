import { PAYMENT_METHOD_NAMES } from '../payment-methods';

/** Labels for links, plans, marketplaces and payment methods; unknown values are shown raw. */

export const LINK_STATUSES_PAYABLE = ['ativo', 'pendente'] as const;
export type LinkState = 'active' | 'pending' | 'expired';

/** A link can be paid only while ativo or pendente; any other status counts as expired. */
export const isLinkPayable = (status: string | null | undefined): boolean =>
  status === 'ativo' || status === 'pendente';

export function linkState(status: string | null | undefined): LinkState {
  if (status === 'ativo') return 'active';
  if (status === 'pendente') return 'pending';
  return 'expired';
}

/** The link's "Tipo Pagamento" column: 'assinatura' or, for anything else, 'Pagamento'. */
export const linkTypeLabel = (type: string | null | undefined): string =>
  type === 'assinatura' ? 'Assinatura' : 'Pagamento';

export const PLAN_STATUSES = ['ativo', 'pendente', 'inativo'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  ativo: 'Ativo',
  pendente: 'Pendente',
  inativo: 'Inativo',
};

export const planStatusLabel = (status: string): string =>
  (PLAN_STATUSES as readonly string[]).includes(status) ? PLAN_STATUS_LABELS[status as PlanStatus] : status;

/**
 * 'Visão Geral de Marketplaces': Ativo when the client status is ativo, else Inativo. The
 * marketplace record itself stores 'active', so both spellings count.
 */
export const marketplaceStatusLabel = (status: string | null | undefined): string =>
  status === 'ativo' || status === 'active' ? 'Ativo' : 'Inativo';

// Ours (payment-methods.ts), and the spec's other words for methods it shows (plans say 'credit').
const PAYMENT_METHOD_LABELS: Record<string, string> = {
  ...PAYMENT_METHOD_NAMES,
  credit: PAYMENT_METHOD_NAMES.credit_card,
  debit: 'Cartão de Débito',
  bank_transfer: 'Transferência Bancária',
};

export const paymentMethodLabel = (method: string): string =>
  Object.hasOwn(PAYMENT_METHOD_LABELS, method) ? (PAYMENT_METHOD_LABELS[method] ?? method) : method;
