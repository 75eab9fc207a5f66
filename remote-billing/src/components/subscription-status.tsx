import type { SubscriptionStatus } from '@pagora/shared/contracts';
import { StatusBadge, type Tone } from '@pagora/shared/ui';

/**
 * One badge for both subscription screens: the spec's customer badges ativo (green), pendente
 * (yellow), vencido (red); inactive and cancelled ones read like the plans' masculine labels.
 */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  ativo: 'Ativo',
  pendente: 'Pendente',
  vencida: 'Vencido',
  inativa: 'Inativo',
  cancelada: 'Cancelado',
};

const TONE: Record<SubscriptionStatus, Tone> = {
  ativo: 'success',
  pendente: 'warning',
  vencida: 'danger',
  inativa: 'neutral',
  cancelada: 'neutral',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <StatusBadge tone={TONE[status]} label={SUBSCRIPTION_STATUS_LABELS[status]} />;
}

export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'Todos os status' },
  ...Object.entries(SUBSCRIPTION_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];
