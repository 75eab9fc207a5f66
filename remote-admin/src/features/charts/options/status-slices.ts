import { STATUS_FILTER_GROUP_LABELS } from '@pagora/shared';
import type { ChartSlice } from './doughnut-options';

/** Green, amber and red: the accents of the kit's success, warning and danger tones. */
export const STATUS_COLORS = { completed: '#16a34a', pending: '#f59e0b', declined: '#dc2626' } as const;

export interface StatusCounts {
  completed: number;
  pending: number;
  declined: number;
}

/** The 'Status das Transações' doughnut: Aprovadas, Pendentes, Recusadas. */
export function statusSlices({ completed, pending, declined }: StatusCounts): ChartSlice[] {
  return [
    { label: STATUS_FILTER_GROUP_LABELS.aprovadas, value: completed, color: STATUS_COLORS.completed },
    { label: STATUS_FILTER_GROUP_LABELS.pendentes, value: pending, color: STATUS_COLORS.pending },
    { label: STATUS_FILTER_GROUP_LABELS.recusadas, value: declined, color: STATUS_COLORS.declined },
  ];
}
