import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { messageOf, toApiError } from '@pagora/shared/client';
import { notify } from '../notify';

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
  if (field && field in form.getValues()) form.setError(field as Path<V>, { type: 'server', message });
}
