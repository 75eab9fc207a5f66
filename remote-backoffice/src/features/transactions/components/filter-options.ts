import {
  PAYMENT_METHODS,
  TRANSACTION_STATUS_FILTERS,
  paymentMethodLabel,
  transactionStatusLabel,
  type TransactionPeriod,
} from '@pagora/shared';
import type { SelectOption } from '@pagora/shared/ui';

/** Spec 000 section 9: status all/pago/pendente/pendente_pix/falha, labelled as the list shows them. */
export const STATUS_OPTIONS: SelectOption[] = TRANSACTION_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'Todos os status' : transactionStatusLabel(value),
}));

export const METHOD_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'Todos os métodos' },
  ...PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodLabel(value) })),
];

const PERIOD_LABELS: Record<TransactionPeriod, string> = {
  all: 'Todo o período',
  today: 'Hoje',
  yesterday: 'Ontem',
  month: 'Este mês',
  lastMonth: 'Mês passado',
};
export const PERIOD_OPTIONS: SelectOption[] = Object.entries(PERIOD_LABELS).map(([value, label]) => ({
  value,
  label,
}));

export const SORT_LABELS = { desc: 'Data decrescente', asc: 'Data crescente' } as const;
