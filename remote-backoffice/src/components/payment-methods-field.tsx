import { useId } from 'react';
import { paymentMethodLabel, type LinkPaymentMethod } from '@pagora/shared';
import styles from './form-fields.module.css';

export interface MethodOption {
  method: LinkPaymentMethod;
  note?: string;
  /** Flagged off: not rendered (spec 000 section 9, bank_slip). */
  disabled?: boolean;
}

export interface PaymentMethodsFieldProps {
  options: readonly MethodOption[];
  selected: readonly LinkPaymentMethod[];
  onToggle: (method: LinkPaymentMethod, on: boolean) => void;
  error?: string | undefined;
}

export function PaymentMethodsField({ options, selected, onToggle, error }: PaymentMethodsFieldProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Métodos de pagamento</legend>
      <div className={styles.methods}>
        {options
          .filter((o) => !o.disabled)
          .map(({ method, note }) => (
            <label key={method} className={styles.method}>
              <input
                type="checkbox"
                name="paymentMethods"
                value={method}
                checked={selected.includes(method)}
                onChange={(e) => onToggle(method, e.target.checked)}
              />
              <span>{paymentMethodLabel(method)}</span>
              {note ? <span className={styles.hint}>{note}</span> : null}
            </label>
          ))}
      </div>
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
