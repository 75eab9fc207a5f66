import { z } from 'zod';
import { AppError } from '../../../platform/app-error';

/**
 * The payer page's plain form (links/no-script/checkout-form.tsx) as posted: flat text fields,
 * read here into the JSON bodies the payment API takes, so the same checks answer both.
 */
export type PayerForm = Record<string, string>;
const value = z.string().max(2_000);
export const payerFormSchema = z
  .record(z.string().max(40), z.union([value, z.array(value)]))
  .transform((raw): PayerForm =>
    Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v])),
  );

const FIELD_KEY = /^campo_[1-9]$/;

/** The order keys of every payment body (shared/schemas/link-order.ts). */
export function orderOf(form: PayerForm) {
  const fields = Object.fromEntries(Object.entries(form).filter(([k]) => FIELD_KEY.test(k)));
  return {
    quantity: form.quantity || undefined,
    amount: form.amount || undefined,
    couponCode: form.couponCode || undefined,
    fields,
  };
}

export const boletoBodyOf = (form: PayerForm) => ({
  paymentMethod: 'bank_slip',
  name: form.nome ?? '',
  cpf: form.cpf ?? '',
  email: form.email ?? '',
  address: {
    street: form.street ?? '',
    number: form.number ?? '',
    complement: form.complement ?? '',
    neighborhood: form.neighborhood ?? '',
    city: form.city ?? '',
    state: (form.state ?? '').toUpperCase(),
    zipCode: form.zipCode ?? '',
  },
  ...orderOf(form),
});

/** The API names a field by its JSON path; the form by its input's name. */
const INPUT_OF: Record<string, string> = { name: 'nome', valor: 'form' };
const INPUTS = new Set(['quantity', 'amount', 'couponCode', 'nome', 'email', 'cpf', 'address']);
const ADDRESS = new Set(['street', 'number', 'complement', 'neighborhood', 'city', 'state', 'zipCode']);

/** Where a refusal's pt-BR message goes on the form: under its input, else above the form. */
export function errorsOf(err: AppError): Record<string, string> {
  const path = (err.field ?? '').replace(/^fields\./, '').replace(/^address\./, '');
  const named = INPUT_OF[path] ?? path;
  const known = INPUTS.has(named) || ADDRESS.has(named) || FIELD_KEY.test(named);
  const errors: Record<string, string> = { [known ? named : 'form']: err.message };
  // Every custom field's error at once, when the API gave them all.
  const all = (err.details as { fields?: unknown } | undefined)?.fields;
  const parsed = z.record(z.string().regex(FIELD_KEY), z.string()).safeParse(all);
  return parsed.success ? { ...parsed.data, ...errors } : errors;
}
