import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

/** What the control inside a frame must carry so its label, hint and error are announced. */
export interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  id?: string | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  children: (a11y: FieldA11y) => ReactNode;
}

/** Label, control, hint and error in the kit's layout; Input, SelectField and friends share it. */
export function FieldFrame({ label, id, error, hint, children }: FieldFrameProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
