import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import {
  PLAN_PAYMENT_METHODS,
  PLAN_PAYMENT_METHOD_LABELS,
  type PlanForm,
  type PlanFormInput,
  type PlanPaymentMethod,
} from '@pagora/shared';
import { TextField } from '@pagora/shared/ui';
import styles from './plan-form.module.css';

const FLOOR_HINT = 'Valor mínimo do plano com boleto: R$ 3,00 (R$ 30,00 com multa ou juros).';

/** 'Formas de pagamento': a card, a boleto, or both; the schema asks for at least one. */
function PaymentMethodsField() {
  const { control } = useFormContext<PlanFormInput, unknown, PlanForm>();
  const {
    field: { value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'payment_methods' });
  const chosen: readonly string[] = value ?? [];
  const toggle = (method: PlanPaymentMethod, on: boolean) =>
    onChange(PLAN_PAYMENT_METHODS.filter((m) => (m === method ? on : chosen.includes(m))));
  const error = fieldState.error?.message;
  const errorId = useId();
  return (
    <fieldset className={styles.methods} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Formas de pagamento</legend>
      {PLAN_PAYMENT_METHODS.map((method) => (
        <label key={method} className={styles.method}>
          <input
            type="checkbox"
            name="payment_methods"
            value={method}
            checked={chosen.includes(method)}
            onChange={(e) => toggle(method, e.target.checked)}
            onBlur={onBlur}
          />
          {PLAN_PAYMENT_METHOD_LABELS[method]}
        </label>
      ))}
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

/** With 'Boleto Bancário': when each cycle's boleto is issued, and its optional fee and interest. */
function PlanBoletoFields() {
  return (
    <fieldset className={styles.boleto}>
      <legend className={styles.legend}>Boleto Bancário</legend>
      <TextField
        name="boleto.issueDaysBefore"
        label="Emitir o boleto (dias antes do vencimento)"
        type="number"
        inputMode="numeric"
        min={1}
        max={30}
        hint="O boleto é enviado por email ao comprador nesse dia."
      />
      <TextField name="boleto.multa" label="Multa (%)" inputMode="decimal" placeholder="Opcional" />
      <TextField name="boleto.juros" label="Juros ao mês (%)" inputMode="decimal" placeholder="Opcional" />
      <p className={styles.hint}>{FLOOR_HINT}</p>
    </fieldset>
  );
}

/** How the plan's subscriptions may be charged (issue 24): the boleto settings only with a boleto. */
export function PlanPaymentFields() {
  const methods = useWatch<PlanFormInput, 'payment_methods'>({ name: 'payment_methods' });
  return (
    <>
      <PaymentMethodsField />
      {methods?.includes('bank_slip') ? <PlanBoletoFields /> : null}
    </>
  );
}
