import {
  useController,
  useFormContext,
  type Control,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTabError } from '../tab-errors';

export interface FormFieldBinding<T extends FieldValues> {
  /** The form path, e.g. 'nome' or 'address.zipCode'. */
  name: FieldPath<T>;
  /** Only needed outside a <FormProvider>; the field otherwise takes the form from context. */
  control?: Control<T>;
}

/** The field's value and error from react-hook-form; an error also marks the field's tab. */
export function useFormField<T extends FieldValues>({ name, control }: FormFieldBinding<T>) {
  const context = useFormContext<T>() as ReturnType<typeof useFormContext<T>> | null;
  const resolved = control ?? context?.control;
  if (!resolved) {
    throw new Error(`Campo "${name}": coloque-o dentro de <FormProvider> ou passe a prop control.`);
  }
  const controller = useController({ name, control: resolved });
  useTabError(Boolean(controller.fieldState.error));
  return controller;
}

/** Inputs show text; a form value may be a number (rates) or null (an empty optional field). */
export const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);
