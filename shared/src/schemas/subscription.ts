import { z } from 'zod';
import { optionalIdReference, requiredIdReference } from './account-form';
import { AMOUNT_INVALID_MESSAGE, reaisAmountField } from './fields';

/** Subscriptions (spec 001: POST/PUT /assinaturas). The amount is typed in reais, min 0,01. */

export const SUBSCRIPTION_REQUIRED = 'Preencha todos os campos obrigatórios!';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (v: string): boolean => {
  if (!ISO_DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A calendar day 'YYYY-MM-DD', optional. */
const dayField = z
  .string({ error: 'Data inválida' })
  .trim()
  .nullish()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isCalendarDay(v), { error: 'Data inválida' });

export const subscriptionSchema = z
  .object({
    plano_id: requiredIdReference(SUBSCRIPTION_REQUIRED),
    customer_id: requiredIdReference(SUBSCRIPTION_REQUIRED),
    amount: reaisAmountField({
      required: SUBSCRIPTION_REQUIRED,
      positive: 'O valor mínimo é R$ 0,01',
      min: 'O valor mínimo é R$ 0,01',
      max: 'O valor máximo é R$ 999.999,99',
      invalid: AMOUNT_INVALID_MESSAGE,
    }),
    data_cobranca: dayField,
    data_vencimento: dayField,
    seller_id: optionalIdReference,
    id_juros: optionalIdReference,
    marketplaceId: optionalIdReference,
    payment_methods: z
      .unknown()
      .optional()
      .transform((): ['credit'] => ['credit']),
  })
  .transform(({ amount, ...rest }) => ({ amountCents: amount, ...rest }));
export type SubscriptionInput = z.input<typeof subscriptionSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
