import { useRef, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FORM_HAS_ERRORS_MESSAGE } from '@pagora/shared';
import { Alert, Button, Input } from '@pagora/shared/ui/core';
import { rememberPayer } from '../../../lib/payer-memory';
import type { PayerLink } from '../api/get-payment-link';
import type { CepAddress } from '../api/lookup-cep';
import { boletoRequest, useBoletoForm, type BoletoFormField } from '../hooks/use-boleto-form';
import type { BoletoState } from '../hooks/use-boleto';
import { useCepLookup } from '../hooks/use-cep-lookup';
import styles from './card-form.module.css';

/** A masked CNPJ ('00.000.000/0000-00'). */
const CPF_CNPJ_INPUT_MAX = 18;

/** The payer's data for the boleto: the provider refuses one without the full address. */
export function BoletoForm({ link, state }: { link: PayerLink; state: BoletoState }) {
  const form = useBoletoForm(link);
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors } = form;
  const setField = (field: BoletoFormField, value: string) => {
    state.newIntent();
    form.setField(field, value);
  };
  const bind = (field: BoletoFormField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => setField(field, e.target.value),
  });
  const cep = useCepLookup(values.zipCode, (a: CepAddress) =>
    form.fill({
      street: a.street || values.street,
      neighborhood: a.neighborhood || values.neighborhood,
      city: a.city,
      state: a.state,
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (state.issuing) return;
    if (!form.valid) {
      form.touchAll();
      toast.error(FORM_HAS_ERRORS_MESSAGE);
      if (form.firstInvalid)
        formRef.current?.querySelector<HTMLElement>(`[name="${form.firstInvalid}"]`)?.focus();
      return;
    }
    rememberPayer(link.id, { name: values.name, cpf: values.cpf, email: values.email });
    void state.issue(boletoRequest(values));
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Dados do boleto">
      {state.error ? <Alert tone="error">{state.error}</Alert> : null}
      {link.boleto ? (
        <p className={styles.legend}>
          {`O boleto vence ${link.boleto.dueDays === 1 ? '1 dia' : `${link.boleto.dueDays} dias`} após a emissão.`}
        </p>
      ) : null}
      <Input label="Nome completo" autoComplete="name" {...bind('name')} />
      <Input label="CPF ou CNPJ" inputMode="numeric" maxLength={CPF_CNPJ_INPUT_MAX} {...bind('cpf')} />
      <Input label="Email" type="email" autoComplete="email" {...bind('email')} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Endereço</legend>
        {form.addressError ? <Alert tone="error">{form.addressError}</Alert> : null}
        <Input
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={9}
          placeholder="00000-000"
          {...bind('zipCode')}
          error={errors.zipCode ?? (cep.status === 'error' ? cep.message : undefined)}
          hint={<span aria-live="polite">{cep.status === 'loading' ? 'Buscando endereço...' : ''}</span>}
        />
        <Input label="Rua" autoComplete="address-line1" {...bind('street')} />
        <div className={styles.row}>
          <Input label="Número" {...bind('number')} />
          <Input label="Complemento (opcional)" autoComplete="address-line2" {...bind('complement')} />
        </div>
        <Input label="Bairro" {...bind('neighborhood')} />
        <div className={styles.row}>
          <Input label="Cidade" autoComplete="address-level2" {...bind('city')} />
          <Input label="Estado (UF)" autoComplete="address-level1" maxLength={2} {...bind('state')} />
        </div>
      </fieldset>
      <Button type="submit" block loading={state.issuing} loadingText="Gerando boleto...">
        Gerar boleto
      </Button>
    </form>
  );
}
