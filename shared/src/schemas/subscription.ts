import { z } from 'zod';
import { optionalIdReference, requiredIdReference } from './account-form';
import { AMOUNT_INVALID_MESSAGE, reaisAmountField } from './fields';
import { PLAN_PAYMENT_METHODS, type PlanPaymentMethod } from './plan';

/** Subscriptions (spec 001: POST/PUT /assinaturas). The amount, in reais (min 0,01), is the chosen plan's. */

/** The spec's toast when a required field is empty; each field also says which it is, under it. */
export const SUBSCRIPTION_REQUIRED = 'Preencha todos os campos obrigatórios!';

export const SUBSCRIPTION_FIELD_MESSAGES = {
  planRequired: 'Selecione o plano de recorrência.',
  buyerRequired: 'Selecione o comprador.',
  /** The amount is the chosen plan's: it is missing only while no plan is chosen. */
  amountRequired: 'Escolha um plano para definir o valor.',
} as const;
const F = SUBSCRIPTION_FIELD_MESSAGES;
/** Whether a form error is a required field left empty (the spec's toast), not a wrong value. */
export const isSubscriptionRequiredMessage = (message: string | undefined): boolean =>
  Object.values(F).some((m) => m === message);

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
    plano_id: requiredIdReference(F.planRequired),
    customer_id: requiredIdReference(F.buyerRequired),
    amount: reaisAmountField({
      required: F.amountRequired,
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
    /**
     * The form's one choice ('Forma de pagamento', among the plan's methods), sent as the API's
     * list; none chosen is the card, as before boletos (issue 24).
     */
    payment_methods: z
      .union([z.literal(''), z.enum(PLAN_PAYMENT_METHODS)], { error: 'Forma de pagamento inválida.' })
      .nullish()
      .transform((v): [PlanPaymentMethod] => [v || 'credit']),
  })
  .transform(({ amount, ...rest }) => ({ amountCents: amount, ...rest }));
export type SubscriptionInput = z.input<typeof subscriptionSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
