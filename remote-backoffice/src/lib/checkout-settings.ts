import {
  centsToInput,
  centsToReais,
  CUSTOM_FIELD_TYPE_LABELS,
  formatBRL,
  type CreatePaymentLinkInput,
  type CustomFieldType,
  type AfterPaymentKind,
  type LinkCheckoutSettings,
  type LinkPricing,
} from '@pagora/shared';
import type { CheckoutSettingsView } from '@pagora/shared/contracts';

/**
 * A link's checkout settings (issue 40) as the create form and the edit modal type them: numbers
 * and reais as text, a list field's options one per line. The shared schema parses what
 * `checkoutInput` makes of them, so the form and the API read the same rules.
 */
export interface CustomFieldRow {
  /** Stable React key: rows can be removed from the middle. */
  rowKey: number;
  /** The saved field's key ('campo_2'), kept on an edit so its answers keep their name. */
  key?: string | undefined;
  label: string;
  type: CustomFieldType;
  required: boolean;
  /** One option per line. */
  options: string;
}

export interface CheckoutFormValues {
  pricing: LinkPricing;
  quantityMin: string;
  quantityMax: string;
  quantityDefault: string;
  amountMin: string;
  amountMax: string;
  fields: CustomFieldRow[];
  afterKind: AfterPaymentKind;
  afterMessage: string;
  afterUrl: string;
  allowCoupons: boolean;
}

export const CHECKOUT_FORM_DEFAULTS: CheckoutFormValues = {
  pricing: 'fixo',
  quantityMin: '1',
  quantityMax: '10',
  quantityDefault: '1',
  amountMin: '',
  amountMax: '',
  fields: [],
  afterKind: 'nenhum',
  afterMessage: '',
  afterUrl: '',
  allowCoupons: false,
};

type CheckoutInput = Pick<
  CreatePaymentLinkInput,
  'pricing' | 'quantity' | 'customAmount' | 'customFields' | 'afterPayment' | 'allowCoupons'
>;

const optionLines = (text: string) =>
  text
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

/** What the shared schema reads; the other pricing's settings are left out, as the API ignores them. */
export function checkoutInput(v: CheckoutFormValues): CheckoutInput {
  return {
    pricing: v.pricing,
    ...(v.pricing === 'quantidade'
      ? { quantity: { min: v.quantityMin, max: v.quantityMax, default: v.quantityDefault } }
      : {}),
    ...(v.pricing === 'livre' ? { customAmount: { min: v.amountMin, max: v.amountMax } } : {}),
    customFields: v.fields.map((f) => ({
      ...(f.key ? { key: f.key } : {}),
      label: f.label,
      type: f.type,
      required: f.required,
      options: f.type === 'lista' ? optionLines(f.options) : [],
    })),
    afterPayment:
      v.afterKind === 'mensagem'
        ? { kind: 'mensagem', message: v.afterMessage }
        : v.afterKind === 'redirecionar'
          ? { kind: 'redirecionar', url: v.afterUrl }
          : { kind: 'nenhum' },
    allowCoupons: v.allowCoupons,
  };
}

/** A saved link's settings back in the form (cents to '5,00'); row keys from 1. */
export function checkoutFormFromView(view: CheckoutSettingsView): CheckoutFormValues {
  const after = view.afterPayment;
  return {
    pricing: view.pricing,
    quantityMin: String(view.quantity?.min ?? CHECKOUT_FORM_DEFAULTS.quantityMin),
    quantityMax: String(view.quantity?.max ?? CHECKOUT_FORM_DEFAULTS.quantityMax),
    quantityDefault: String(view.quantity?.default ?? CHECKOUT_FORM_DEFAULTS.quantityDefault),
    amountMin: view.customAmount ? centsToInput(view.customAmount.minCents) : '',
    amountMax: view.customAmount ? centsToInput(view.customAmount.maxCents) : '',
    fields: view.customFields.map((f, i) => ({
      rowKey: i + 1,
      key: f.key,
      label: f.label,
      type: f.type,
      required: f.required,
      options: f.options.join('\n'),
    })),
    afterKind: after.kind,
    afterMessage: after.kind === 'mensagem' ? after.message : '',
    afterUrl: after.kind === 'redirecionar' ? after.url : '',
    allowCoupons: view.allowCoupons,
  };
}

/**
 * The parsed settings as the link routes read them: top-level keys, limits in reais (the schema
 * reads reais like the amount). Sent whole, so an edit replaces the link's settings.
 */
export function checkoutBody(s: LinkCheckoutSettings) {
  return {
    pricing: s.pricing,
    quantity: s.quantity,
    customAmount: s.customAmount
      ? { min: centsToReais(s.customAmount.minCents), max: centsToReais(s.customAmount.maxCents) }
      : null,
    customFields: s.customFields,
    afterPayment: s.afterPayment,
    allowCoupons: s.allowCoupons,
  };
}

type Summarized = Pick<CheckoutSettingsView, 'pricing' | 'customAmount'>;

/** 'R$ 10,00', 'R$ 10,00 por unidade', 'Valor livre de R$ 5,00 a R$ 500,00'. */
export function pricingSummary(amountCents: number, s: Summarized): string {
  if (s.pricing === 'quantidade') return `${formatBRL(amountCents)} por unidade`;
  if (s.pricing === 'livre' && s.customAmount)
    return `Valor livre de ${formatBRL(s.customAmount.minCents)} a ${formatBRL(s.customAmount.maxCents)}`;
  return formatBRL(amountCents);
}

/** 'Tamanho (Lista de opções, obrigatório)'. */
export function fieldSummary(
  f: Pick<CheckoutSettingsView['customFields'][number], 'label' | 'type' | 'required'>,
) {
  return `${f.label} (${CUSTOM_FIELD_TYPE_LABELS[f.type]}${f.required ? ', obrigatório' : ', opcional'})`;
}

/** What follows a paid payment, in one line; null for the receipt (the default says nothing new). */
export function afterPaymentSummary(after: CheckoutSettingsView['afterPayment']): string | null {
  if (after.kind === 'mensagem') return `Mostra a mensagem: “${after.message}”`;
  if (after.kind === 'redirecionar') return `Envia o pagador para ${after.url}`;
  return null;
}

/** The schema paths the checkout sections show; the rest of a form's errors are its own. */
export const isCheckoutPath = (path: string) =>
  /^(quantity|customAmount|customFields|afterPayment)(\.|$)/.test(path);

/**
 * What the user must have edited before `path`'s message shows: a custom field row by its stable
 * key ('customFields.1.label' -> 'field.7.label'), the list's own checks by 'fields'.
 */
export function checkoutTouchKey(path: string, rows: readonly CustomFieldRow[]): string {
  const m = /^customFields\.(\d+)\.([^.]+)/.exec(path);
  if (m) return `field.${rows[Number(m[1])]?.rowKey ?? -1}.${m[2]}`;
  return path === 'customFields' ? 'fields' : path;
}
