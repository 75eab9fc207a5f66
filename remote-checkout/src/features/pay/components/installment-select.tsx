import { useId } from 'react';
import type { InstallmentView } from '../api/get-payment-link';
import styles from './card-form.module.css';

interface Props {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (e: { target: { value: string } }) => void;
  options: InstallmentView[];
}

/**
 * The installments the server priced for this link. Each label is the server's: the value, and for
 * interest-bearing options the total, the monthly rate and the CET
 * ('12x de R$ 9,46 (total R$ 113,52, 2% a.m., CET 26,93% a.a.)').
 */
export function InstallmentSelect({ name, value, error, onChange, options }: Props) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        Parcelas
      </label>
      <select
        id={id}
        name={name}
        className={[styles.select, error ? styles.invalid : ''].join(' ')}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Selecione as parcelas</option>
        {options.map((o) => (
          <option key={o.times} value={String(o.times)}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
