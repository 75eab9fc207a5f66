import { SelectFilter } from '@pagora/shared/ui';
import type { PeriodState } from '../hooks/use-statement-period';
import { PERIOD_PRESETS, PERIOD_PRESET_LABELS, type PeriodPreset } from '../hooks/statement-period';
import styles from './statement.module.css';

const PRESET_OPTIONS = PERIOD_PRESETS.map((p) => ({ value: p, label: PERIOD_PRESET_LABELS[p] }));
const isPreset = (value: string): value is PeriodPreset =>
  (PERIOD_PRESETS as readonly string[]).includes(value);

/** The period every tab reads: a preset, or two days typed (both ends included). */
export function PeriodFilter({ state }: { state: PeriodState }) {
  return (
    <>
      <SelectFilter
        label="Período"
        value={state.preset}
        options={PRESET_OPTIONS}
        onChange={(v) => {
          if (isPreset(v)) state.choosePreset(v);
        }}
      />
      <label>
        De
        <input
          type="date"
          className={styles.field}
          value={state.period.from}
          max={state.period.to}
          onChange={(e) => state.setDay('from', e.target.value)}
        />
      </label>
      <label>
        Até
        <input
          type="date"
          className={styles.field}
          value={state.period.to}
          min={state.period.from}
          onChange={(e) => state.setDay('to', e.target.value)}
        />
      </label>
    </>
  );
}
