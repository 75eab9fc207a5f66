import { useState } from 'react';
import { presetPeriod, type PeriodPreset, type StatementPeriod } from './statement-period';

export interface PeriodState {
  preset: PeriodPreset;
  period: StatementPeriod;
  choosePreset: (preset: PeriodPreset) => void;
  setDay: (end: keyof StatementPeriod, day: string) => void;
}

/** 'Este mês' until the user picks another preset or types a date (which makes it 'Personalizado'). */
export function useStatementPeriod(): PeriodState {
  const [preset, setPreset] = useState<PeriodPreset>('month');
  const [period, setPeriod] = useState<StatementPeriod>(() => presetPeriod('month'));
  return {
    preset,
    period,
    choosePreset: (next) => {
      setPreset(next);
      if (next !== 'custom') setPeriod(presetPeriod(next));
    },
    setDay: (end, day) => {
      // An emptied date field keeps the last valid day: the API needs both ends.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
      setPreset('custom');
      setPeriod((p) => ({ ...p, [end]: day }));
    },
  };
}
