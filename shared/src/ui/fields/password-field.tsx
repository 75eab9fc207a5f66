import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { PasswordToggle } from './password-input';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps<T extends FieldValues = FieldValues> extends Omit<
  TextFieldProps<T>,
  'type' | 'addon'
> {
  showLabel?: string;
  hideLabel?: string;
}

/** `PasswordInput` bound to a react-hook-form field: the show/hide toggle is the same one. */
export function PasswordField<T extends FieldValues = FieldValues>({
  showLabel = 'Mostrar senha',
  hideLabel = 'Ocultar senha',
  autoComplete = 'new-password',
  ...rest
}: PasswordFieldProps<T>) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <PasswordToggle
      visible={visible}
      onToggle={() => setVisible((v) => !v)}
      showLabel={showLabel}
      hideLabel={hideLabel}
    />
  );
  return (
    <TextField {...rest} type={visible ? 'text' : 'password'} autoComplete={autoComplete} addon={toggle} />
  );
}
