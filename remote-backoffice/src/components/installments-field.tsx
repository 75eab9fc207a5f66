import { useId } from 'react';
import { INTEREST_FREE_MAX, INTEREST_FREE_MIN } from '@pagora/shared';
import styles from './form-fields.module.css';

const COUNTS = Array.from(
  { length: INTEREST_FREE_MAX - INTEREST_FREE_MIN + 1 },
  (_, i) => INTEREST_FREE_MIN + i,
);

export interface InstallmentsFieldProps {
  value: string | number;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** Interest-free installments, 0 to 21; shown only when the card is offered. */
export function InstallmentsField({ value, onChange, error }: InstallmentsFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        Parcelas sem juros
      </label>
      <select
        id={id}
        className={styles.select}
        value={String(value)}
        onChange={(e) => onChange(e.target.value)}
      >
        {COUNTS.map((n) => (
          <option key={n} value={n}>
            {n === 0 ? 'Nenhuma' : `${n}x`}
          </option>
        ))}
      </select>
      {error ? (
        <span className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
