import { useMemo, useRef, useState } from 'react';
import {
  createPaymentLinkSchema,
  fieldErrors,
  type CreatePaymentLink,
  type CreatePaymentLinkInput,
  type LinkPaymentMethod,
  type LinkUsage,
} from '@pagora/shared';
import {
  BOLETO_FORM_DEFAULTS,
  checkBoleto,
  type BoletoField,
  type BoletoFormValues,
  type BoletoCheck,
} from '../../../lib/boleto-settings';
import {
  CHECKOUT_FORM_DEFAULTS,
  checkoutInput,
  checkoutTouchKey,
  isCheckoutPath,
  type CheckoutFormValues,
} from '../../../lib/checkout-settings';

export interface SplitRow {
  /** Stable React key: rows can be removed from the middle. */
  key: number;
  recipient: string;
  percentage: string;
}

export interface LinkFormValues {
  amount: string;
  description: string;
  customerEmail: string;
  paymentMethods: LinkPaymentMethod[];
  parcelasSemJuros: string;
  splitPayments: SplitRow[];
  /** '' until the seller chooses: then it follows the customer e-mail. */
  usage: '' | LinkUsage;
  maxPayments: string;
  /** 'AAAA-MM-DD' from the date input, or ''. */
  expiresAt: string;
  /** Read only while 'Boleto Bancário' is checked. */
  boleto: BoletoFormValues;
  /** Price, custom fields, after payment, coupons (issue 40). */
  checkout: CheckoutFormValues;
}

type SplitField = 'recipient' | 'percentage';
type TopField = Exclude<keyof LinkFormValues, 'splitPayments' | 'boleto' | 'checkout'>;

export const INITIAL_LINK_FORM: LinkFormValues = {
  amount: '',
  description: '',
  customerEmail: '',
  paymentMethods: ['pix'],
  parcelasSemJuros: '0',
  splitPayments: [],
  usage: '',
  maxPayments: '',
  expiresAt: '',
  boleto: BOLETO_FORM_DEFAULTS,
  checkout: CHECKOUT_FORM_DEFAULTS,
};

/** What the link will be: the seller's choice, else one payment when it names a customer. */
export const effectiveUsage = (values: LinkFormValues): LinkUsage =>
  values.usage || (values.customerEmail.trim() ? 'unico' : 'multiplo');

/** What the shared schema reads; installments count only when the card is offered. */
export function toLinkInput(values: LinkFormValues): CreatePaymentLinkInput {
  return {
    amount: values.amount,
    description: values.description,
    customerEmail: values.customerEmail.trim() || undefined,
    paymentMethods: values.paymentMethods,
    parcelasSemJuros: values.paymentMethods.includes('credit_card') ? values.parcelasSemJuros : 0,
    splitPayments: values.splitPayments.map(({ recipient, percentage }) => ({ recipient, percentage })),
    usage: effectiveUsage(values),
    maxPayments: effectiveUsage(values) === 'multiplo' ? values.maxPayments : '',
    expiresAt: values.expiresAt,
    ...(values.paymentMethods.includes('bank_slip') ? { boleto: values.boleto } : {}),
    ...checkoutInput(values.checkout),
  };
}

const splitPath = (index: number, field: SplitField) => `splitPayments.${index}.${field}`;

/**
 * The create-link form: per-change validation with the shared schema (a field shows its message
 * once edited), every message after a submit attempt, and an error the server tied to a field
 * until that field changes again.
 */
export function useLinkForm() {
  const [values, setValues] = useState<LinkFormValues>(INITIAL_LINK_FORM);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: string; message: string } | null>(null);
  const nextKey = useRef(1);

  const allErrors = useMemo(
    () => fieldErrors(createPaymentLinkSchema.safeParse(toLinkInput(values))),
    [values],
  );
  const offersBoleto = values.paymentMethods.includes('bank_slip');
  const boleto = useMemo(() => checkBoleto(values.boleto, values.amount), [values.boleto, values.amount]);

  const touch = (key: string) => {
    setTouched((t) => new Set(t).add(key));
    setServerError(null);
  };
  const rowKeyOf = (index: number) => values.splitPayments[index]?.key ?? -1;
  const visible = (path: string, touchKey: string) =>
    (submitted || touched.has(touchKey)) && allErrors[path] !== undefined ? allErrors[path] : undefined;

  const errorOf = (field: TopField) =>
    visible(field, field) ?? (serverError?.field === field ? serverError.message : undefined);
  const splitErrorOf = (index: number, field: SplitField) =>
    visible(splitPath(index, field), `split.${rowKeyOf(index)}.${field}`) ??
    (serverError?.field === splitPath(index, field) ? serverError.message : undefined);
  const splitTouched = submitted || [...touched].some((k) => k.startsWith('split.'));
  const splitTotalError = splitTouched ? allErrors.splitPayments : undefined;

  // The floor shows as soon as an amount is typed, before any submit.
  const boletoErrors: BoletoCheck['errors'] = {};
  if (offersBoleto) {
    for (const f of ['dueDays', 'multa', 'juros'] as const)
      if ((submitted || touched.has(`boleto.${f}`)) && boleto.errors[f]) boletoErrors[f] = boleto.errors[f];
    if (values.amount.trim() && boleto.errors.minimum) boletoErrors.minimum = boleto.errors.minimum;
  }

  const checkoutErrorOf = (path: string) =>
    visible(path, checkoutTouchKey(path, values.checkout.fields)) ??
    (serverError?.field === path ? serverError.message : undefined);
  const checkoutErrorCount = Object.keys(allErrors).filter(
    (path) => isCheckoutPath(path) && checkoutErrorOf(path),
  ).length;

  const splitRowErrors = values.splitPayments
    .flatMap((_, i) => [splitErrorOf(i, 'recipient'), splitErrorOf(i, 'percentage')])
    .filter((m): m is string => Boolean(m));
  const visibleErrorCount =
    (
      [
        'amount',
        'description',
        'customerEmail',
        'paymentMethods',
        'parcelasSemJuros',
        'maxPayments',
        'expiresAt',
      ] as const
    ).filter((f) => errorOf(f)).length +
    splitRowErrors.length +
    (splitTotalError ? 1 : 0) +
    Object.keys(boletoErrors).length +
    checkoutErrorCount +
    (serverError && isCheckoutPath(serverError.field) && !allErrors[serverError.field] ? 1 : 0);

  return {
    values,
    effectiveUsage: effectiveUsage(values),
    errorOf,
    splitErrorOf,
    splitTotalError,
    boletoErrors,
    checkoutErrorOf,
    /** What the collapsed split section still shows, so a disabled submit is never unexplained. */
    firstSplitError: splitRowErrors[0] ?? splitTotalError,
    hasVisibleErrors: visibleErrorCount > 0,
    hasSplitErrors: Object.keys(allErrors).some((k) => k.startsWith('splitPayments')),
    setField(field: Exclude<TopField, 'paymentMethods'>, value: string) {
      setValues((v) => ({ ...v, [field]: value }));
      touch(field);
    },
    toggleMethod(method: LinkPaymentMethod, on: boolean) {
      setValues((v) => ({
        ...v,
        paymentMethods: on
          ? [...v.paymentMethods.filter((m) => m !== method), method]
          : v.paymentMethods.filter((m) => m !== method),
      }));
      touch('paymentMethods');
    },
    setBoleto(field: BoletoField, value: string) {
      setValues((v) => ({ ...v, boleto: { ...v.boleto, [field]: value } }));
      touch(`boleto.${field}`);
    },
    setCheckout(patch: Partial<CheckoutFormValues>, touchKey: string) {
      setValues((v) => ({ ...v, checkout: { ...v.checkout, ...patch } }));
      touch(touchKey);
    },
    addSplit() {
      const key = nextKey.current++;
      setValues((v) => ({
        ...v,
        splitPayments: [...v.splitPayments, { key, recipient: '', percentage: '' }],
      }));
    },
    removeSplit(key: number) {
      setValues((v) => ({ ...v, splitPayments: v.splitPayments.filter((r) => r.key !== key) }));
      setServerError(null);
    },
    setSplit(key: number, field: SplitField, value: string) {
      setValues((v) => ({
        ...v,
        splitPayments: v.splitPayments.map((r) => (r.key === key ? { ...r, [field]: value } : r)),
      }));
      touch(`split.${key}.${field}`);
    },
    /** On submit: the parsed link, or null after revealing every message. */
    validate(): CreatePaymentLink | null {
      const parsed = createPaymentLinkSchema.safeParse(toLinkInput(values));
      // The floor is the API's rule (it needs the amount and the settings), checked here first.
      if (parsed.success && !(offersBoleto && boleto.errors.minimum)) return parsed.data;
      setSubmitted(true);
      return null;
    },
    showServerError(field: string, message: string) {
      setServerError({ field, message });
    },
  };
}
export type LinkForm = ReturnType<typeof useLinkForm>;
