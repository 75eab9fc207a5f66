import { STATUS_FILTER_GROUP_LABELS } from '@pagora/shared';
import type { ChartSlice } from './doughnut-options';

/**
 * Green, amber and red: the accents of the kit's success, warning and danger tones; a dispute in
 * dark amber and a chargeback in dark red, near their tones but told apart from the others.
 */
export const STATUS_COLORS = {
  completed: '#16a34a',
  pending: '#f59e0b',
  declined: '#dc2626',
  disputed: '#b45309',
  chargeback: '#7f1d1d',
} as const;

export interface StatusCounts {
  completed: number;
  pending: number;
  declined: number;
  /** 'Em disputa' and 'Chargeback' (issue 36): absent or 0, no slice. */
  disputed?: number;
  chargeback?: number;
}

/**
 * The 'Status das Transações' doughnut: Aprovadas, Pendentes, Recusadas, and a slice of their own
 * for sales in dispute or charged back when there are any (most sellers never have one).
 */
export function statusSlices({
  completed,
  pending,
  declined,
  disputed = 0,
  chargeback = 0,
}: StatusCounts): ChartSlice[] {
  return [
    { label: STATUS_FILTER_GROUP_LABELS.aprovadas, value: completed, color: STATUS_COLORS.completed },
    { label: STATUS_FILTER_GROUP_LABELS.pendentes, value: pending, color: STATUS_COLORS.pending },
    { label: STATUS_FILTER_GROUP_LABELS.recusadas, value: declined, color: STATUS_COLORS.declined },
    ...(disputed > 0
      ? [{ label: STATUS_FILTER_GROUP_LABELS.em_disputa, value: disputed, color: STATUS_COLORS.disputed }]
      : []),
    ...(chargeback > 0
      ? [{ label: STATUS_FILTER_GROUP_LABELS.chargeback, value: chargeback, color: STATUS_COLORS.chargeback }]
      : []),
  ];
}
