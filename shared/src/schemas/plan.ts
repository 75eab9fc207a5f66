import { z } from 'zod';
import { optionalText, requiredString } from './auth';
import { singleLine } from './text';
import { optionalIdReference } from './account-form';
import {
  PLAN_BOLETO_DEFAULTS,
  planBoletoSettingsSchema,
  refinePlanBoleto,
  type PlanBoletoSettings,
} from './plan-boleto';
import { centsField, integerField, reaisAmountField } from './fields';

/** Recurrence plans (spec 001: POST/PUT /planos). `amount` is already in cents here. */

export const PLAN_FREQUENCIES = ['diario', 'mensal'] as const;
export const PLAN_STATUSES_ON_EDIT = ['ativo', 'inativo'] as const;
/** How a plan's subscriptions may be charged: a saved card, or a boleto e-mailed before the due date. */
export const PLAN_PAYMENT_METHODS = ['credit', 'bank_slip'] as const;
export type PlanPaymentMethod = (typeof PLAN_PAYMENT_METHODS)[number];
export const PLAN_PAYMENT_METHOD_LABELS: Record<PlanPaymentMethod, string> = {
  credit: 'Cartão de crédito',
  bank_slip: 'Boleto Bancário',
};
/** The plan form asks for a method: only the API's own clients may leave it out (then 'credit'). */
export const PLAN_PAYMENT_METHODS_REQUIRED = 'Escolha ao menos uma forma de pagamento.';

const planFields = {
  nome: singleLine(requiredString('Nome é obrigatório').max(120, { error: 'Nome muito longo' })),
  description: optionalText(500),
  amount: centsField(),
  interval: integerField({
    min: 1,
    max: 3650,
    required: 'Intervalo é obrigatório',
    message: 'O intervalo deve ser um número inteiro maior que zero',
  }),
  frequency: z
    .enum(PLAN_FREQUENCIES, { error: 'Frequência inválida' })
    .nullish()
    .transform((v) => v ?? 'diario'),
  id_zoop_plano_assinatura: optionalIdReference,
  cliente_id: optionalIdReference,
  marketplaceId: optionalIdReference,
  /**
   * Spec 001 says 'list; credit'; issue 24 adds 'bank_slip'. Absent or empty is ['credit'] (the
   * spec's clients send nothing), repeats are dropped.
   */
  payment_methods: z
    .array(z.enum(PLAN_PAYMENT_METHODS, { error: 'Forma de pagamento inválida.' }), {
      error: 'Forma de pagamento inválida.',
    })
    .nullish()
    .transform((v): PlanPaymentMethod[] => (v && v.length > 0 ? [...new Set(v)] : ['credit'])),
  /** When the plan takes boletos: days before the due date it is issued, fee and interest. */
  boleto: planBoletoSettingsSchema.nullish(),
};

/** A new plan always starts ativo (spec 001 section 4). */
export const planCreateSchema = z
  .object(planFields)
  .superRefine(refinePlanBoleto)
  .transform((plan) => ({ ...withPlanBoleto(plan), status: 'ativo' as const }));
export type PlanCreateInput = z.input<typeof planCreateSchema>;
export type PlanCreate = z.infer<typeof planCreateSchema>;

export const planUpdateSchema = z
  .object({
    ...planFields,
    status: z
      .enum(PLAN_STATUSES_ON_EDIT, { error: 'Status inválido' })
      .nullish()
      .transform((v) => v ?? 'ativo'),
  })
  .superRefine(refinePlanBoleto)
  .transform(withPlanBoleto);
export type PlanUpdateInput = z.input<typeof planUpdateSchema>;
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

/**
 * The plan form: the amount is typed in reais ('49,90') and leaves as exact cents, like the API's
 * `amount`; the rest is the API's own rules, so the form shows the server's messages.
 */
export const planFormSchema = z
  .object({
    ...planFields,
    amount: reaisAmountField(),
    payment_methods: z
      .array(z.enum(PLAN_PAYMENT_METHODS, { error: 'Forma de pagamento inválida.' }), {
        error: PLAN_PAYMENT_METHODS_REQUIRED,
      })
      .min(1, { error: PLAN_PAYMENT_METHODS_REQUIRED })
      .transform((v): PlanPaymentMethod[] => [...new Set(v)]),
    status: z
      .enum(PLAN_STATUSES_ON_EDIT, { error: 'Status inválido' })
      .nullish()
      .transform((v) => v ?? 'ativo'),
  })
  .superRefine(refinePlanBoleto)
  .transform(withPlanBoleto);
export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanForm = z.infer<typeof planFormSchema>;

/**
 * The boleto settings a plan keeps: the defaults when it takes boletos and the form sent none,
 * null when it does not take boletos (whatever was sent).
 */
function withPlanBoleto<
  T extends { payment_methods: PlanPaymentMethod[]; boleto?: PlanBoletoSettings | null },
>(plan: T): Omit<T, 'boleto'> & { boleto: PlanBoletoSettings | null } {
  const takesBoleto = plan.payment_methods.includes('bank_slip');
  return { ...plan, boleto: takesBoleto ? (plan.boleto ?? PLAN_BOLETO_DEFAULTS) : null };
}
