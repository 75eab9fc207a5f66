import { useId } from 'react';
import type { CheckoutSettingsView } from '@pagora/shared/contracts';
import { Input } from '@pagora/shared/ui/core';
import type { OrderDraft } from '../../hooks/use-order-draft';
import styles from './order.module.css';

type Field = CheckoutSettingsView['customFields'][number];

const labelOf = (field: Field) => (field.required ? field.label : `${field.label} (opcional)`);

/** The link's 'Campos personalizados', filled before the method: text, number or a list. */
export function CustomFields({ draft }: { draft: OrderDraft }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Informações para o vendedor</legend>
      {draft.link.checkout.customFields.map((field) =>
        field.type === 'lista' ? (
          <ListField key={field.key} field={field} draft={draft} />
        ) : (
          <Input
            key={field.key}
            label={labelOf(field)}
            name={`fields.${field.key}`}
            inputMode={field.type === 'numero' ? 'decimal' : undefined}
            maxLength={200}
            value={draft.answers[field.key] ?? ''}
            onChange={(e) => draft.setAnswer(field.key, e.target.value)}
            error={draft.errors[`fields.${field.key}`]}
          />
        ),
      )}
    </fieldset>
  );
}

function ListField({ field, draft }: { field: Field; draft: OrderDraft }) {
  const id = useId();
  const error = draft.errors[`fields.${field.key}`];
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {labelOf(field)}
      </label>
      <select
        id={id}
        name={`fields.${field.key}`}
        className={styles.select}
        value={draft.answers[field.key] ?? ''}
        onChange={(e) => draft.setAnswer(field.key, e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Selecione</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
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
