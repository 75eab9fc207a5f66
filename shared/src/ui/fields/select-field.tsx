import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from '../field-frame';
import type { SelectOption } from '../select-filter';
import styles from '../ui.module.css';
import { asText, useFormField, type FormFieldBinding } from './use-form-field';

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children'
>;

export interface SelectFieldProps<T extends FieldValues = FieldValues>
  extends NativeSelectProps, FormFieldBinding<T> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Selecione o marketplace'; the schema decides if it is allowed. */
  placeholder?: string;
  hint?: ReactNode;
}

/** A <select> bound to a react-hook-form field (marketplace, status, frequency). */
export function SelectField<T extends FieldValues = FieldValues>({
  name,
  control,
  label,
  options,
  placeholder,
  hint,
  id,
  disabled,
  className,
  ...rest
}: SelectFieldProps<T>) {
  // Destructured: the React Compiler lint takes any object holding `ref` for a ref.
  const {
    field: { ref, value, onChange, onBlur, disabled: formDisabled },
    fieldState,
  } = useFormField({ name, control });
  const error = fieldState.error?.message;
  const classes = [styles.input, error ? styles.inputInvalid : '', className ?? ''];
  return (
    <FieldFrame label={label} id={id} error={error} hint={hint}>
      {(a11y) => (
        <select
          {...a11y}
          {...rest}
          ref={ref}
          name={name}
          value={asText(value)}
          onChange={onChange}
          onBlur={onBlur}
          disabled={disabled || formDisabled}
          className={classes.filter(Boolean).join(' ')}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
