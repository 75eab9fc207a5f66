import type { ReactNode } from 'react';
import type { CepFetcher } from '../hooks/use-cep-autofill';
import styles from '../ui.module.css';
import { CepField } from './cep-field';
import { MaskedField } from './masked-field';
import { TextField } from './text-field';

/** The fields of one form tab, laid out in as many columns as fit. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className={styles.formGrid}>{children}</div>;
}

/** The 'Contato' tab of every entity form (spec 001: sellers, marketplaces, buyers). */
export function ContactFields() {
  return (
    <FormGrid>
      <MaskedField name="phone" label="Telefone" mask="phone" />
      <TextField name="website" label="Website" type="url" autoComplete="off" />
      <TextField name="contactPerson" label="Pessoa de Contato" autoComplete="off" />
    </FormGrid>
  );
}

const CEP_FILL = {
  street: 'address.street',
  complement: 'address.complement',
  neighborhood: 'address.neighborhood',
  city: 'address.city',
  state: 'address.state',
} as const;

/**
 * The 'Endereço' tab: a CEP fills street, neighbourhood, city and state through `fetchCep` (pass
 * `@pagora/shared/client`'s, which asks the API, never a public service from the browser).
 */
export function AddressFields({ fetchCep }: { fetchCep: CepFetcher }) {
  return (
    <FormGrid>
      <CepField name="address.zipCode" label="CEP" fetchCep={fetchCep} fill={CEP_FILL} />
      <TextField name="address.street" label="Logradouro" />
      <TextField name="address.number" label="Número" />
      <TextField name="address.complement" label="Complemento" />
      <TextField name="address.neighborhood" label="Bairro" />
      <TextField name="address.city" label="Cidade" />
      <TextField name="address.state" label="Estado" />
      <TextField name="address.country" label="País" />
    </FormGrid>
  );
}
