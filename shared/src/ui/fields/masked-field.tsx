import type { FieldValues } from 'react-hook-form';
import { Input } from '../input';
import { MASK_INPUT_MODE, MASKS, type MaskKind } from './masks';
import type { TextFieldProps } from './text-field';
import { asText, useFormField } from './use-form-field';

export interface MaskedFieldProps<T extends FieldValues = FieldValues> extends Omit<
  TextFieldProps<T>,
  'type'
> {
  mask: MaskKind;
  /** Each masked value as typed; CepField looks the address up from it. */
  onValueChange?: (masked: string) => void;
}

/**
 * A field formatted while typing (spec 001 section 5). The form holds the masked text, which is
 * what the shared schemas accept; a pre-filled raw value ('01001000') is shown masked too.
 */
export function MaskedField<T extends FieldValues = FieldValues>({
  name,
  control,
  mask,
  onValueChange,
  disabled,
  ...rest
}: MaskedFieldProps<T>) {
  // Destructured: the React Compiler lint takes any object holding `ref` for a ref.
  const {
    field: { ref, value, onChange, onBlur, disabled: formDisabled },
    fieldState,
  } = useFormField({ name, control });
  const format = MASKS[mask];
  return (
    <Input
      inputMode={MASK_INPUT_MODE[mask]}
      type={mask === 'phone' ? 'tel' : 'text'}
      {...rest}
      ref={ref}
      name={name}
      value={format(asText(value))}
      onChange={(e) => {
        const masked = format(e.target.value);
        onChange(masked);
        onValueChange?.(masked);
      }}
      onBlur={onBlur}
      disabled={disabled || formDisabled}
      error={fieldState.error?.message}
    />
  );
}
