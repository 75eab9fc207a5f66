import { useEffect, useMemo, useState } from 'react';
import {
  DEFAULT_CARD_COUNTRY,
  cardFormSchema,
  fieldErrors,
  maskCardNumber,
  maskCep,
  maskCpfCnpj,
  maskCvc,
  maskExpiry,
  maskPhone,
  type CardFormInput,
} from '@pagora/shared';
import { rememberedPayer } from '../../../lib/payer-memory';
import type { InstallmentView, PayerLink } from '../api/get-payment-link';
import { draftOf, forgetDraft, keepDraft, useDraftKey } from '../stores/form-drafts';

export type CardValues = { [K in keyof CardFormInput]-?: string };
export type CardField = keyof CardValues;

/** Applied on every keystroke (spec 000 section 5 "Auto-formatting"). */
const MASKS: Partial<Record<CardField, (value: string) => string>> = {
  number: maskCardNumber,
  expiry: maskExpiry,
  cvc: maskCvc,
  cpf: maskCpfCnpj,
  postal_code: maskCep,
  phone_number: maskPhone,
};

/** Form order, for focusing the first invalid field. */
export const CARD_FIELDS: CardField[] = [
  'number',
  'expiry',
  'cvc',
  'name',
  'cpf',
  'email',
  'installments',
  'postal_code',
  'address',
  'city',
  'state',
  'country',
  'phone_number',
];

/** Name, CPF and e-mail come back after a decline ('Tentar novamente'); the card's number and CVV never do. */
function initialValues(
  link: PayerLink,
  installments: InstallmentView[],
  draftKey: string | null,
): CardValues {
  const only = installments.length === 1 ? String(installments[0]?.times ?? '') : '';
  const payer = rememberedPayer(link.id);
  return {
    number: '',
    expiry: '',
    cvc: '',
    name: payer.name ?? '',
    cpf: payer.cpf ?? '',
    email: payer.email || (link.customerEmail ?? ''),
    installments: only,
    address: '',
    city: '',
    postal_code: '',
    state: '',
    country: DEFAULT_CARD_COUNTRY,
    phone_number: '',
    // Back to the methods and Forward again: what was typed (issue 41), never the card's number.
    ...draftOf<CardValues>(draftKey),
  };
}

/**
 * The card form's values, validated per field on change with the same schema the API parses, so
 * every message is the spec's. A field shows its message once edited; `touchAll` shows them all.
 */
export function useCardForm(link: PayerLink, installments: InstallmentView[] = link.installments) {
  const draftKey = useDraftKey('card');
  const [values, setValues] = useState<CardValues>(() => initialValues(link, installments, draftKey));
  useEffect(() => keepDraft(draftKey, { ...values, number: '', cvc: '' }), [draftKey, values]);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const allErrors = useMemo(() => fieldErrors(cardFormSchema.safeParse(values)), [values]);
  const errors: Partial<Record<CardField, string>> = {};
  for (const field of CARD_FIELDS) if (touched[field] && allErrors[field]) errors[field] = allErrors[field];

  const setField = (field: CardField, raw: string) => {
    const mask = MASKS[field];
    setValues((v) => ({ ...v, [field]: mask ? mask(raw) : raw }));
    setTouched((t) => ({ ...t, [field]: true }));
  };
  /** Fills fields from elsewhere (the CEP lookup) without marking them as edited. */
  const fill = (patch: Partial<CardValues>) => setValues((v) => ({ ...v, ...patch }));
  const touchAll = () => setTouched(Object.fromEntries(CARD_FIELDS.map((f) => [f, true])));
  const firstInvalid = CARD_FIELDS.find((f) => allErrors[f]);
  /** After an approved payment: nothing typed is kept. */
  const forget = () => forgetDraft(draftKey);
  return { values, errors, setField, fill, touchAll, firstInvalid, forget };
}
