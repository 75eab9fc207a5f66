import { z } from 'zod';
import { AMOUNT_MAX_CENTS } from '../constants';
import { booleanField, integerField, reaisAmountField } from './fields';
import { singleLine } from './text';

/**
 * What turns a link into a small checkout (issue 40): how its price is chosen, up to three fields
 * the payer fills, and what happens after a paid payment. The payer's choices (`orderRequestSchema`)
 * ride on every method's payment body and on the quote; the server prices them (`priceOrder`),
 * never trusting the page's figure.
 */

/** 'fixo': the link's amount; 'quantidade': the amount × a quantity the payer picks; 'livre': the payer's amount within limits. */
export const LINK_PRICINGS = ['fixo', 'quantidade', 'livre'] as const;
export type LinkPricing = (typeof LINK_PRICINGS)[number];
export const LINK_PRICING_LABELS: Record<LinkPricing, string> = {
  fixo: 'Valor fixo',
  quantidade: 'Por quantidade',
  livre: 'Valor livre',
};

export const QUANTITY_LIMIT = 999;
export const CHECKOUT_MESSAGES = {
  pricing: 'Escolha como o valor do link é definido',
  quantityRange: `A quantidade deve ser um número inteiro de 1 a ${QUANTITY_LIMIT}`,
  quantityOrder: 'A quantidade mínima não pode ser maior que a máxima',
  quantityDefault: 'A quantidade padrão deve estar entre a mínima e a máxima',
  amountOrder: 'O valor mínimo não pode ser maior que o máximo',
  amountDefault: 'O valor sugerido deve estar entre o mínimo e o máximo',
  fieldsMax: 'Um link pode ter no máximo 3 campos personalizados',
  fieldLabel: 'Informe o nome do campo (até 60 caracteres)',
  fieldType: 'Escolha o tipo do campo',
  fieldOptions: 'Informe de 2 a 20 opções, cada uma com até 60 caracteres',
  fieldOptionsRepeated: 'As opções não podem se repetir',
  fieldLabelsRepeated: 'Dois campos não podem ter o mesmo nome',
  afterUrl: 'Informe um endereço https:// válido (até 2.000 caracteres)',
  afterMessage: 'A mensagem deve ter de 1 a 500 caracteres',
  // The payer's side.
  quantityOutOfRange: (min: number, max: number) => `Escolha uma quantidade de ${min} a ${max}`,
  amountOutOfRange: (min: string, max: string) => `Informe um valor de ${min} a ${max}`,
  fieldRequired: 'Preencha este campo',
  fieldNumber: 'Informe um número',
  fieldChoice: 'Escolha uma das opções',
  fieldTooLong: 'Máximo de 200 caracteres',
  couponInvalid: 'Cupom inválido ou expirado',
} as const;

/** Quantity a payer may choose ('quantidade'): 1..999, min <= default <= max. */
export const quantitySettingsSchema = z
  .object({
    min: integerField({ min: 1, max: QUANTITY_LIMIT, message: CHECKOUT_MESSAGES.quantityRange, fallback: 1 }),
    max: integerField({
      min: 1,
      max: QUANTITY_LIMIT,
      message: CHECKOUT_MESSAGES.quantityRange,
      fallback: 10,
    }),
    default: integerField({
      min: 1,
      max: QUANTITY_LIMIT,
      message: CHECKOUT_MESSAGES.quantityRange,
      fallback: 1,
    }),
  })
  .superRefine((q, ctx) => {
    if (q.min > q.max)
      ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.quantityOrder, path: ['min'] });
    else if (q.default < q.min || q.default > q.max)
      ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.quantityDefault, path: ['default'] });
  });
export type QuantitySettings = z.infer<typeof quantitySettingsSchema>;

/** Limits of a 'livre' link, typed in reais, kept in cents; the link's own amount is the suggestion. */
export const customAmountSettingsSchema = z
  .object({ min: reaisAmountField(), max: reaisAmountField() })
  .transform(({ min, max }) => ({ minCents: min, maxCents: max }))
  .refine((a) => a.minCents <= a.maxCents, { message: CHECKOUT_MESSAGES.amountOrder, path: ['min'] });
export type CustomAmountSettings = z.infer<typeof customAmountSettingsSchema>;

export const CUSTOM_FIELD_TYPES = ['texto', 'numero', 'lista'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  texto: 'Texto',
  numero: 'Número',
  lista: 'Lista de opções',
};
export const CUSTOM_FIELDS_MAX = 3;
export const CUSTOM_FIELD_ANSWER_MAX = 200;

const label = singleLine(
  z
    .string({ error: CHECKOUT_MESSAGES.fieldLabel })
    .trim()
    .min(1, { error: CHECKOUT_MESSAGES.fieldLabel })
    .max(60, { error: CHECKOUT_MESSAGES.fieldLabel }),
);

/**
 * One 'Campo personalizado'. `key` names the answer in the payment body, `/v1` and webhooks; a new
 * field gets the next free one ('campo_1'..'campo_3'), an edited field keeps its own.
 */
export const customFieldSchema = z
  .object({
    key: z
      .string()
      .regex(/^campo_[1-9]$/)
      .optional(),
    label,
    type: z.enum(CUSTOM_FIELD_TYPES, { error: CHECKOUT_MESSAGES.fieldType }),
    required: booleanField(false),
    options: z
      .array(
        singleLine(
          z
            .string()
            .trim()
            .min(1, { error: CHECKOUT_MESSAGES.fieldOptions })
            .max(60, { error: CHECKOUT_MESSAGES.fieldOptions }),
        ),
      )
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((f, ctx) => {
    if (f.type !== 'lista') return;
    if (f.options.length < 2 || f.options.length > 20)
      ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.fieldOptions, path: ['options'] });
    else if (new Set(f.options.map((o) => o.toLowerCase())).size !== f.options.length)
      ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.fieldOptionsRepeated, path: ['options'] });
  })
  .transform((f) => ({ ...f, options: f.type === 'lista' ? f.options : [] }));
export type CustomFieldInput = z.input<typeof customFieldSchema>;

/** A stored field: always keyed. */
export type CustomField = Omit<z.infer<typeof customFieldSchema>, 'key'> & { key: string };

/** Gives every field a key: kept when it had one, else the lowest free `campo_N`. */
export function keyCustomFields(fields: readonly z.infer<typeof customFieldSchema>[]): CustomField[] {
  const used = new Set(fields.map((f) => f.key).filter(Boolean));
  let next = 1;
  return fields.map((f) => {
    if (f.key) return { ...f, key: f.key };
    while (used.has(`campo_${next}`)) next += 1;
    const key = `campo_${next}`;
    used.add(key);
    return { ...f, key };
  });
}

export const customFieldsSchema = z
  .array(customFieldSchema)
  .max(CUSTOM_FIELDS_MAX, { error: CHECKOUT_MESSAGES.fieldsMax })
  .nullish()
  .transform((v) => v ?? [])
  .refine((fields) => new Set(fields.map((f) => f.label.toLowerCase())).size === fields.length, {
    error: CHECKOUT_MESSAGES.fieldLabelsRepeated,
  })
  .transform(keyCustomFields);

/** 'Após o pagamento': nothing, a message on the success page, or the seller's https page. */
export const AFTER_PAYMENT_KINDS = ['nenhum', 'mensagem', 'redirecionar'] as const;
export type AfterPaymentKind = (typeof AFTER_PAYMENT_KINDS)[number];
export const AFTER_PAYMENT_LABELS: Record<AfterPaymentKind, string> = {
  nenhum: 'Mostrar o comprovante',
  mensagem: 'Mostrar uma mensagem',
  redirecionar: 'Enviar o pagador para uma página',
};

/** `https:` only: a payer is never sent to plain http, javascript: or data: from a paid page. */
export function isSafeRedirectUrl(text: string): boolean {
  if (text.length > 2000) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const afterPaymentSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('nenhum') }),
    z.object({
      kind: z.literal('mensagem'),
      message: z
        .string({ error: CHECKOUT_MESSAGES.afterMessage })
        .trim()
        .min(1, { error: CHECKOUT_MESSAGES.afterMessage })
        .max(500, { error: CHECKOUT_MESSAGES.afterMessage }),
    }),
    z.object({
      kind: z.literal('redirecionar'),
      url: z
        .string({ error: CHECKOUT_MESSAGES.afterUrl })
        .trim()
        .refine(isSafeRedirectUrl, { error: CHECKOUT_MESSAGES.afterUrl }),
    }),
  ])
  .nullish()
  .transform((v) => v ?? { kind: 'nenhum' as const });
export type AfterPayment = z.infer<typeof afterPaymentSchema>;

/** The page the payer is sent to: the seller's URL with `transaction_id` appended. */
export function afterPaymentRedirect(url: string, transactionId: string): string {
  const target = new URL(url);
  target.searchParams.set('transaction_id', transactionId);
  return target.toString();
}

/**
 * The checkout fields a link's create (and edit) body adds. `pricing` absent: 'fixo'. The
 * settings of the other pricing are ignored (null), so switching back loses nothing by accident.
 */
export const linkCheckoutFields = {
  pricing: z.enum(LINK_PRICINGS, { error: CHECKOUT_MESSAGES.pricing }).nullish(),
  quantity: quantitySettingsSchema.nullish(),
  customAmount: customAmountSettingsSchema.nullish(),
  customFields: customFieldsSchema,
  afterPayment: afterPaymentSchema,
  /** 'Aceitar cupons de desconto': the page offers a coupon field (the seller's 'Cupons'). */
  allowCoupons: booleanField(false),
};

export type LinkCheckoutSettings = {
  pricing: LinkPricing;
  quantity: QuantitySettings | null;
  customAmount: CustomAmountSettings | null;
  customFields: CustomField[];
  afterPayment: AfterPayment;
  allowCoupons: boolean;
};

type CheckoutFieldsParsed = {
  pricing?: LinkPricing | null | undefined;
  quantity?: QuantitySettings | null | undefined;
  customAmount?: CustomAmountSettings | null | undefined;
  customFields: CustomField[];
  afterPayment: AfterPayment;
  allowCoupons: boolean;
};

/**
 * Resolves the checkout fields against the link's amount: a 'quantidade' link needs its quantity
 * settings (defaults 1..10, 1), a 'livre' one its limits, with the amount (the suggestion) inside.
 * Returns the pt-BR error by field name, or the settings.
 */
export function resolveCheckoutSettings(
  parsed: CheckoutFieldsParsed,
  amountCents: number,
): { ok: true; settings: LinkCheckoutSettings } | { ok: false; field: string; message: string } {
  const pricing = parsed.pricing ?? 'fixo';
  const quantity = pricing === 'quantidade' ? (parsed.quantity ?? { min: 1, max: 10, default: 1 }) : null;
  const customAmount = pricing === 'livre' ? (parsed.customAmount ?? null) : null;
  if (pricing === 'livre') {
    if (!customAmount) return { ok: false, field: 'customAmount.min', message: PAYMENT_LIMITS_REQUIRED };
    if (amountCents < customAmount.minCents || amountCents > customAmount.maxCents)
      return { ok: false, field: 'amount', message: CHECKOUT_MESSAGES.amountDefault };
  }
  if (quantity && amountCents * quantity.max > AMOUNT_MAX_CENTS)
    return { ok: false, field: 'quantity.max', message: QUANTITY_TOTAL_TOO_HIGH };
  return {
    ok: true,
    settings: {
      pricing,
      quantity,
      customAmount,
      customFields: parsed.customFields,
      afterPayment: parsed.afterPayment,
      allowCoupons: parsed.allowCoupons,
    },
  };
}
export const PAYMENT_LIMITS_REQUIRED = 'Informe o valor mínimo e o máximo que o pagador pode escolher';
export const QUANTITY_TOTAL_TOO_HIGH = 'O valor × a quantidade máxima passa de R$ 999.999,99';
