import { z } from 'zod';
import { optionalText, requiredString } from './auth';
import { optionalIdReference } from './account-form';
import { centsField, integerField, reaisAmountField } from './fields';

/** Recurrence plans (spec 001: POST/PUT /planos). `amount` is already in cents here. */

export const PLAN_FREQUENCIES = ['diario', 'mensal'] as const;
export const PLAN_STATUSES_ON_EDIT = ['ativo', 'inativo'] as const;

const planFields = {
  nome: requiredString('Nome é obrigatório').max(120, { error: 'Nome muito longo' }),
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
  // Plans are charged by card only; whatever the form sends, the method is credit.
  payment_methods: z
    .unknown()
    .optional()
    .transform((): ['credit'] => ['credit']),
};

/** A new plan always starts ativo (spec 001 section 4). */
export const planCreateSchema = z
  .object(planFields)
  .transform((plan) => ({ ...plan, status: 'ativo' as const }));
export type PlanCreateInput = z.input<typeof planCreateSchema>;
export type PlanCreate = z.infer<typeof planCreateSchema>;

export const planUpdateSchema = z.object({
  ...planFields,
  status: z
    .enum(PLAN_STATUSES_ON_EDIT, { error: 'Status inválido' })
    .nullish()
    .transform((v) => v ?? 'ativo'),
});
export type PlanUpdateInput = z.input<typeof planUpdateSchema>;
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

/**
 * The plan form: the amount is typed in reais ('49,90') and leaves as exact cents, like the API's
 * `amount`; the rest is the API's own rules, so the form shows the server's messages.
 */
export const planFormSchema = z.object({
  ...planFields,
  amount: reaisAmountField(),
  status: z
    .enum(PLAN_STATUSES_ON_EDIT, { error: 'Status inválido' })
    .nullish()
    .transform((v) => v ?? 'ativo'),
});
export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanForm = z.infer<typeof planFormSchema>;
