import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { messageOf, toApiError } from '@pagora/shared/client';
import { notify } from '../notify';

/**
 * The form field a server's `field` names: 'boleto.multa' is a nested field, and 'payment_methods.0'
 * (an item of a list) is the list's own field. Null when the form has no such field.
 */
function formPath(values: FieldValues, field: string): string | null {
  const path = field.replace(/(\.\d+)+$/, '');
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return null;
    node = (node as Record<string, unknown>)[key];
  }
  return path;
}

/**
 * A refused save: the server's pt-BR message as a toast ('Este ID já está em uso', 'ID Zoop
 * inválido'...), or the screen's fallback; a message tied to a field also shows under that field.
 */
export function showSaveError<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  error: unknown,
  fallback: string,
) {
  const message = messageOf(error, fallback);
  notify.error(message);
  const { field } = toApiError(error);
  const path = field ? formPath(form.getValues(), field) : null;
  if (path) form.setError(path as Path<V>, { type: 'server', message });
}
