import type { ButtonHTMLAttributes } from 'react';
import styles from './ui.module.css';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  block?: boolean;
  /** Shows a spinner and disables the button; `loadingText` replaces the label. */
  loading?: boolean;
  loadingText?: string;
}

export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  loadingText,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? ''].filter(
    Boolean,
  );
  return (
    <button
      type={type}
      className={classes.join(' ')}
      disabled={disabled || loading}
      aria-busy={loading}
      {...rest}
    >
      {loading ? <Spinner size="small" label={loadingText ?? ''} /> : null}
      {loading && loadingText ? null : children}
    </button>
  );
}
