import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Input } from '../input';
import { asText, useFormField, type FormFieldBinding } from './use-form-field';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
>;

export interface TextFieldProps<T extends FieldValues = FieldValues>
  extends NativeInputProps, FormFieldBinding<T> {
  label: string;
  hint?: ReactNode;
  addon?: ReactNode;
}

/** A text input bound to a react-hook-form field; its error shows under it (role="alert"). */
export function TextField<T extends FieldValues = FieldValues>({
  name,
  control,
  disabled,
  ...rest
}: TextFieldProps<T>) {
  // Destructured: the React Compiler lint takes any object holding `ref` for a ref.
  const {
    field: { ref, value, onChange, onBlur, disabled: formDisabled },
    fieldState,
  } = useFormField({ name, control });
  return (
    <Input
      {...rest}
      ref={ref}
      name={name}
      value={asText(value)}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled || formDisabled}
      error={fieldState.error?.message}
    />
  );
}
