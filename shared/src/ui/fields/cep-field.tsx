import { useFormContext, type FieldPath, type FieldValues, type PathValue } from 'react-hook-form';
import { Spinner } from '../spinner';
import { useCepAutofill, type CepAddress, type CepFetcher } from '../hooks/use-cep-autofill';
import { MaskedField, type MaskedFieldProps } from './masked-field';

export interface CepFieldProps<T extends FieldValues = FieldValues> extends Omit<
  MaskedFieldProps<T>,
  'mask' | 'onValueChange' | 'hint'
> {
  fetchCep: CepFetcher;
  /** Form paths filled from the answer, e.g. { street: 'address.street', city: 'address.city' }. */
  fill?: Partial<Record<keyof CepAddress, FieldPath<T>>>;
  /** For anything `fill` cannot do; called after the fields are filled. */
  onAddress?: (address: CepAddress) => void;
}

/**
 * The CEP input of the address tab: masked 00000-000, and once 8 digits are typed the street,
 * neighbourhood, city and state are filled in. 'CEP não encontrado.' or the lookup failure shows
 * under the field.
 */
export function CepField<T extends FieldValues = FieldValues>({
  fetchCep,
  fill,
  onAddress,
  ...rest
}: CepFieldProps<T>) {
  const form = useFormContext<T>() as ReturnType<typeof useFormContext<T>> | null;
  if (fill && !form) throw new Error('CepField: `fill` precisa de <FormProvider>; use onAddress.');
  const cep = useCepAutofill(fetchCep, (address) => {
    for (const [key, path] of Object.entries(fill ?? {}) as [keyof CepAddress, FieldPath<T>][]) {
      const value = address[key];
      if (value === undefined) continue;
      form?.setValue(path, value as PathValue<T, FieldPath<T>>, { shouldDirty: true, shouldValidate: true });
    }
    onAddress?.(address);
  });
  const hint = cep.loading ? (
    <Spinner size="small" label="Buscando endereço..." />
  ) : cep.error ? (
    <span role="alert">{cep.error}</span>
  ) : undefined;
  return <MaskedField {...rest} mask="cep" onValueChange={cep.lookup} hint={hint} />;
}
