import { saoPauloWallClock } from '@pagora/shared';

/** The statement's period: whole days in Brasília, both ends included ('YYYY-MM-DD'). */
export interface StatementPeriod {
  from: string;
  to: string;
}

export const PERIOD_PRESETS = ['last7', 'month', 'lastMonth', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  last7: 'Últimos 7 dias',
  month: 'Este mês',
  lastMonth: 'Mês passado',
  custom: 'Personalizado',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as the API reads it; Date.UTC rolls day 0 and negative days over the month. */
export function dayKey(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Today in Brasília: the provider books a seller's money by Brasília days, not the browser's. */
export function todayKey(now: Date = new Date()): string {
  const w = saoPauloWallClock(now);
  return dayKey(w.year, w.month, w.day);
}

/** The days a preset covers on `now`; 'custom' keeps whatever the user typed. */
export function presetPeriod(
  preset: Exclude<PeriodPreset, 'custom'>,
  now: Date = new Date(),
): StatementPeriod {
  const w = saoPauloWallClock(now);
  const today = dayKey(w.year, w.month, w.day);
  switch (preset) {
    case 'last7':
      return { from: dayKey(w.year, w.month, w.day - 6), to: today };
    case 'month':
      return { from: dayKey(w.year, w.month, 1), to: today };
    case 'lastMonth':
      return { from: dayKey(w.year, w.month - 1, 1), to: dayKey(w.year, w.month, 0) };
  }
}

/** 'YYYY-MM' of the period's last day: the month the 'PDF do mês' picker starts on. */
export const monthOf = (day: string): string => day.slice(0, 7);
