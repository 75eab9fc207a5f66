import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import styles from '../ui.module.css';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps<T extends FieldValues = FieldValues> extends Omit<
  TextFieldProps<T>,
  'type' | 'addon'
> {
  showLabel?: string;
  hideLabel?: string;
}

/** A password input with a show/hide toggle ('Mostrar senha' / 'Ocultar senha', as on login). */
export function PasswordField<T extends FieldValues = FieldValues>({
  showLabel = 'Mostrar senha',
  hideLabel = 'Ocultar senha',
  autoComplete = 'new-password',
  ...rest
}: PasswordFieldProps<T>) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className={styles.passwordToggle}
      aria-label={visible ? hideLabel : showLabel}
      aria-pressed={visible}
      onClick={() => setVisible((v) => !v)}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
        <circle cx="12" cy="12" r="3" />
        {visible ? <path d="M3 3l18 18" /> : null}
      </svg>
    </button>
  );
  return (
    <TextField {...rest} type={visible ? 'text' : 'password'} autoComplete={autoComplete} addon={toggle} />
  );
}
