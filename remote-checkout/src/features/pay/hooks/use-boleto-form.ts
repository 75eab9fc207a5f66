import { useEffect, useMemo, useState } from 'react';
import {
  boletoPaymentRequestSchema,
  fieldErrors,
  maskCep,
  maskCpfCnpj,
  type BoletoPaymentRequestInput,
} from '@pagora/shared';
import { rememberedPayer } from '../../../lib/payer-memory';
import type { PayerLink } from '../api/get-payment-link';
import { draftOf, keepDraft, useDraftKey } from '../stores/form-drafts';

export interface BoletoValues {
  name: string;
  cpf: string;
  email: string;
  zipCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}
export type BoletoFormField = keyof BoletoValues;

/** Form order, for focusing the first field to fix. */
export const BOLETO_FIELDS: BoletoFormField[] = [
  'name',
  'cpf',
  'email',
  'zipCode',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
];
const ADDRESS_REQUIRED: BoletoFormField[] = ['zipCode', 'street', 'number', 'neighborhood', 'city', 'state'];
const MASKS: Partial<Record<BoletoFormField, (value: string) => string>> = {
  cpf: maskCpfCnpj,
  zipCode: maskCep,
};

/** The request the API reads: the card form's payer fields and the seller forms' address. */
export function boletoRequest(v: BoletoValues): BoletoPaymentRequestInput {
  const { name, cpf, email, ...address } = v;
  return { paymentMethod: 'bank_slip', name, cpf, email, address: { ...address, country: 'Brasil' } };
}

function initialValues(link: PayerLink, draftKey: string | null): BoletoValues {
  const payer = rememberedPayer(link.id);
  return {
    name: payer.name ?? '',
    cpf: payer.cpf ?? '',
    email: payer.email || (link.customerEmail ?? ''),
    zipCode: '',
    street: '',
    number: '',
    complement: '',
    neighborhood: '',
    city: '',
    state: '',
    // Back to the methods and Forward again: what was typed (issue 41).
    ...draftOf<BoletoValues>(draftKey),
  };
}

/**
 * The boleto form's values, checked on every change by the schema the API parses, so each message
 * is the API's own. A field shows its message once edited; `touchAll` (a submit) shows them all,
 * and the provider's full-address rule (`address`) with them.
 */
export function useBoletoForm(link: PayerLink) {
  const draftKey = useDraftKey('boleto');
  const [values, setValues] = useState<BoletoValues>(() => initialValues(link, draftKey));
  useEffect(() => keepDraft(draftKey, values), [draftKey, values]);
  const [touched, setTouched] = useState<Partial<Record<BoletoFormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const all = useMemo(
    () => fieldErrors(boletoPaymentRequestSchema.safeParse(boletoRequest(values))),
    [values],
  );
  const errorKey = (f: BoletoFormField) =>
    f === 'name' || f === 'cpf' || f === 'email' ? f : `address.${f}`;
  const errors: Partial<Record<BoletoFormField, string>> = {};
  for (const f of BOLETO_FIELDS) if (touched[f] && all[errorKey(f)]) errors[f] = all[errorKey(f)];
  const addressError = submitted ? all.address : undefined;

  const firstInvalid =
    BOLETO_FIELDS.find((f) => all[errorKey(f)]) ??
    (all.address ? ADDRESS_REQUIRED.find((f) => values[f].trim() === '') : undefined);
  return {
    values,
    errors,
    addressError,
    firstInvalid,
    valid: Object.keys(all).length === 0,
    setField(field: BoletoFormField, raw: string) {
      const mask = MASKS[field];
      setValues((v) => ({ ...v, [field]: mask ? mask(raw) : raw }));
      setTouched((t) => ({ ...t, [field]: true }));
    },
    /** Fills fields from the CEP lookup without marking them as edited. */
    fill(patch: Partial<BoletoValues>) {
      setValues((v) => ({ ...v, ...patch }));
    },
    touchAll() {
      setTouched(Object.fromEntries(BOLETO_FIELDS.map((f) => [f, true])));
      setSubmitted(true);
    },
  };
}
export type BoletoForm = ReturnType<typeof useBoletoForm>;
