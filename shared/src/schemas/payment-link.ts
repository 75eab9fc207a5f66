import { z } from 'zod';
import { DESCRIPTION_MAX, INTEREST_FREE_MAX } from '../constants';
import { EMAIL_RE } from '../documents/contact';
import { booleanField, integerField, percentageHundredthsField, reaisAmountField } from './fields';
import { linkUsageFields } from './link-usage';
import { linkCheckoutFields, resolveCheckoutSettings } from './link-checkout';
import { boletoSettingsSchema } from './boleto';
import { singleLine } from './text';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '../payment-methods';

/** Create and edit a payment link (spec 000 section 5). `amount` comes in reais, leaves as amountCents. */

/** A link offers any of the methods (payment-methods.ts). */
export const LINK_PAYMENT_METHODS = PAYMENT_METHOD_IDS;
export type LinkPaymentMethod = PaymentMethodId;

const PAYMENT_METHODS_REQUIRED = 'Selecione pelo menos um método de pagamento';
export const SPLIT_SUM_MESSAGE = 'A soma das porcentagens do split não pode ultrapassar 100%';

/** One line (a text input on the form): it names the payment in e-mails, the receipt and the boleto. */
const description = singleLine(
  z
    .string({ error: 'A descrição deve ser um texto' })
    .trim()
    .max(DESCRIPTION_MAX, { error: 'A descrição deve ter no máximo 100 caracteres' })
    .nullish()
    .transform((v) => v ?? ''),
);

const customerEmail = z
  .string({ error: 'Digite um email válido' })
  .trim()
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : undefined))
  .refine((v) => v === undefined || (v.length <= 254 && EMAIL_RE.test(v)), {
    error: 'Digite um email válido',
  });

const paymentMethods = z
  .array(z.enum(LINK_PAYMENT_METHODS, { error: 'Método de pagamento inválido' }), {
    error: PAYMENT_METHODS_REQUIRED,
  })
  .min(1, { error: PAYMENT_METHODS_REQUIRED })
  .transform((methods) => [...new Set(methods)]);

const parcelasSemJuros = integerField({
  min: 0,
  max: INTEREST_FREE_MAX,
  message: 'As parcelas sem juros devem ser um número inteiro de 0 a 21',
  fallback: 0,
});

export const splitPaymentSchema = z
  .object({
    recipient: z
      .string({ error: 'Todos os campos de recebedor devem ser preenchidos' })
      .trim()
      .min(1, { error: 'Todos os campos de recebedor devem ser preenchidos' }),
    percentage: percentageHundredthsField({
      positive: 'Todas as porcentagens devem ser maiores que 0',
      max: 'A porcentagem máxima é 100%',
      invalid: 'Informe uma porcentagem válida com até 2 casas decimais',
    }),
    // The recipient bears chargebacks unless told otherwise; the seller keeps paying the fee.
    liable: booleanField(true),
    charge_processing_fee: booleanField(false),
  })
  .transform(({ percentage, ...rest }) => ({ ...rest, percentageHundredths: percentage }));
export type SplitPayment = z.infer<typeof splitPaymentSchema>;

const splitPayments = z
  .array(splitPaymentSchema)
  .nullish()
  .transform((v) => v ?? [])
  .refine((splits) => splits.reduce((sum, s) => sum + s.percentageHundredths, 0) <= 10_000, {
    error: SPLIT_SUM_MESSAGE,
  });

/**
 * 'Boleto Bancário' settings (issue 24), read only when the link offers `bank_slip`: absent there,
 * the defaults (due in 3 days, no fee, no interest) on creation, the link's own on an edit.
 */
const boleto = boletoSettingsSchema.nullish().transform((v) => v ?? undefined);

type CheckoutKeys = Parameters<typeof resolveCheckoutSettings>[0];

/**
 * The body's checkout keys (issue 40) taken out and resolved against its amount; on a misfit, an
 * issue under the field and no settings.
 */
function takeCheckout<T extends CheckoutKeys>(body: T, amountCents: number, ctx: z.RefinementCtx) {
  const { pricing, quantity, customAmount, customFields, afterPayment, allowCoupons, ...rest } = body;
  const resolved = resolveCheckoutSettings(
    { pricing, quantity, customAmount, customFields, afterPayment, allowCoupons },
    amountCents,
  );
  if (resolved.ok) return { checkout: resolved.settings, rest };
  ctx.addIssue({ code: 'custom', message: resolved.message, path: resolved.field.split('.') });
  return { checkout: null, rest };
}

export const createPaymentLinkSchema = z
  .object({
    amount: reaisAmountField(),
    description,
    customerEmail,
    paymentMethods,
    parcelasSemJuros,
    splitPayments,
    boleto,
    ...linkUsageFields,
    ...linkCheckoutFields,
  })
  // A link that names its customer is for that one payment unless the seller says otherwise; a
  // one-payment link has no further limit.
  .transform(({ amount, usage, maxPayments, ...body }, ctx) => {
    const { checkout, rest } = takeCheckout(body, amount, ctx);
    if (!checkout) return z.NEVER;
    const resolved = usage ?? (rest.customerEmail ? 'unico' : 'multiplo');
    return {
      amountCents: amount,
      ...rest,
      usage: resolved,
      maxPayments: resolved === 'unico' ? null : maxPayments,
      checkout,
    };
  });
export type CreatePaymentLinkInput = z.input<typeof createPaymentLinkSchema>;
export type CreatePaymentLink = z.infer<typeof createPaymentLinkSchema>;

/**
 * PUT /payment-update/:id: the four fields of the spec's edit modal, and the split when the seller
 * changes it (a recipient removed since the link was saved); absent, the split stays as it was.
 * The boleto settings likewise: absent, a link offering 'Boleto Bancário' keeps its own.
 */
export const updatePaymentLinkSchema = z
  .object({
    amount: reaisAmountField(),
    description,
    parcelasSemJuros,
    paymentMethods,
    boleto,
    splitPayments: z
      .array(splitPaymentSchema)
      .optional()
      .refine((splits) => (splits ?? []).reduce((sum, s) => sum + s.percentageHundredths, 0) <= 10_000, {
        error: SPLIT_SUM_MESSAGE,
      }),
    /**
     * The checkout settings (issue 40), sent together by the edit form; absent (`pricing` not
     * sent: an older client, the spec's four-field modal), the link keeps its own.
     */
    ...linkCheckoutFields,
  })
  .transform(({ amount, splitPayments: split, boleto: settings, ...body }, ctx) => {
    const sent = body.pricing !== undefined;
    const { checkout, rest } = takeCheckout(body, amount, ctx);
    if (sent && !checkout) return z.NEVER;
    return {
      amountCents: amount,
      ...rest,
      ...(split === undefined ? {} : { splitPayments: split }),
      ...(settings === undefined ? {} : { boleto: settings }),
      ...(sent && checkout ? { checkout } : {}),
    };
  });
export type UpdatePaymentLinkInput = z.input<typeof updatePaymentLinkSchema>;
export type UpdatePaymentLink = z.infer<typeof updatePaymentLinkSchema>;
