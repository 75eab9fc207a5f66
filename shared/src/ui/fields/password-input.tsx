import { useState } from 'react';
import styles from '../ui.module.css';
import { Input, type InputProps } from '../input';

export interface PasswordToggleProps {
  visible: boolean;
  onToggle: () => void;
  showLabel?: string;
  hideLabel?: string;
  disabled?: boolean;
}

/** The eye button inside a password field: its name says what a click will do. */
export function PasswordToggle({
  visible,
  onToggle,
  showLabel = 'Mostrar senha',
  hideLabel = 'Ocultar senha',
  disabled = false,
}: PasswordToggleProps) {
  return (
    <button
      type="button"
      className={styles.passwordToggle}
      aria-label={visible ? hideLabel : showLabel}
      aria-pressed={visible}
      disabled={disabled}
      onClick={onToggle}
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
}

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'addon'> {
  /** Given by a pair whose one toggle shows both fields; left out, the field keeps its own. */
  visible?: boolean;
  /** With `visible`: where the field's toggle reports a click. Without it the field has no toggle. */
  onToggleVisible?: () => void;
  showLabel?: string;
  hideLabel?: string;
}

/**
 * A password input with a show/hide toggle, for forms outside react-hook-form (the sign-in screens);
 * `PasswordField` is the same field bound to a react-hook-form form. No react-hook-form here: the
 * login page's budget.
 */
export function PasswordInput({
  visible,
  onToggleVisible,
  showLabel,
  hideLabel,
  autoComplete = 'new-password',
  ...rest
}: PasswordInputProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const onToggle = visible === undefined ? () => setOwnVisible((v) => !v) : onToggleVisible;
  // A field that takes no typing takes no toggle either: the prerendered login until it hydrates.
  const toggle = onToggle ? (
    <PasswordToggle
      visible={shown}
      onToggle={onToggle}
      disabled={Boolean(rest.disabled || rest.readOnly)}
      {...(showLabel === undefined ? {} : { showLabel })}
      {...(hideLabel === undefined ? {} : { hideLabel })}
    />
  ) : undefined;
  return <Input {...rest} type={shown ? 'text' : 'password'} autoComplete={autoComplete} addon={toggle} />;
}
