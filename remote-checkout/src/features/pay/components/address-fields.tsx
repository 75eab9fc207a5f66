import { Input } from '@pagora/shared/ui/core';
import type { CepAddress } from '../api/lookup-cep';
import type { CardField, CardValues } from '../hooks/use-card-form';
import { useCepLookup } from '../hooks/use-cep-lookup';
import styles from './card-form.module.css';

interface Props {
  values: CardValues;
  errors: Partial<Record<CardField, string>>;
  setField: (field: CardField, value: string) => void;
  fill: (patch: Partial<CardValues>) => void;
}

/** Billing address; a complete CEP fills street, city and state through `GET /api/cep/:cep`. */
export function AddressFields({ values, errors, setField, fill }: Props) {
  const cep = useCepLookup(values.postal_code, (a: CepAddress) =>
    fill({ address: a.street || values.address, city: a.city, state: a.state }),
  );
  const bind = (field: CardField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => setField(field, e.target.value),
  });
  const cepError = errors.postal_code ?? (cep.status === 'error' ? cep.message : undefined);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Endereço de cobrança</legend>
      <Input
        label="CEP"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={9}
        placeholder="00000-000"
        {...bind('postal_code')}
        error={cepError}
        hint={<span aria-live="polite">{cep.status === 'loading' ? 'Buscando endereço...' : ''}</span>}
      />
      <Input label="Endereço" autoComplete="street-address" {...bind('address')} />
      <div className={styles.row}>
        <Input label="Cidade" autoComplete="address-level2" {...bind('city')} />
        <Input label="Estado" autoComplete="address-level1" {...bind('state')} />
      </div>
      <div className={styles.row}>
        <Input label="País" autoComplete="country" maxLength={2} {...bind('country')} />
        <Input label="Telefone" type="tel" autoComplete="tel" {...bind('phone_number')} />
      </div>
    </fieldset>
  );
}
