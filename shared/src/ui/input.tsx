import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './ui.module.css';
import { FieldFrame } from './field-frame';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something inside the field on the right, e.g. a show-password toggle. */
  addon?: ReactNode;
  /** Lets a form library focus the field with the first error. */
  ref?: Ref<HTMLInputElement>;
}

export function Input({ label, error, hint, addon, id, className, ...rest }: InputProps) {
  const classes = [
    styles.input,
    error ? styles.inputInvalid : '',
    addon ? styles.withAddon : '',
    className ?? '',
  ];
  return (
    <FieldFrame label={label} id={id} error={error} hint={hint}>
      {(a11y) => (
        <div className={styles.control}>
          <input className={classes.filter(Boolean).join(' ')} {...a11y} {...rest} />
          {addon ? <span className={styles.addon}>{addon}</span> : null}
        </div>
      )}
    </FieldFrame>
  );
}
