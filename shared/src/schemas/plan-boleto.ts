import { z } from 'zod';
import { boletoMinimum, optionalPercent } from './boleto';
import { integerField } from './fields';

/**
 * A recurrence plan's boleto (issue 24): each cycle's boleto is issued `issueDaysBefore` days before
 * its due date (the cycle's charge date) and e-mailed to the customer; fee and interest as a link's,
 * in hundredths of a percent.
 */
export const PLAN_BOLETO_ISSUE_DAYS_DEFAULT = 5;
export const PLAN_BOLETO_ISSUE_DAYS_MESSAGE = 'O boleto deve ser emitido de 1 a 30 dias antes do vencimento';

export const planBoletoSettingsSchema = z
  .object({
    issueDaysBefore: integerField({
      min: 1,
      max: 30,
      message: PLAN_BOLETO_ISSUE_DAYS_MESSAGE,
      fallback: PLAN_BOLETO_ISSUE_DAYS_DEFAULT,
    }),
    multa: optionalPercent('A multa', 1_000),
    juros: optionalPercent('Os juros', 1_000),
  })
  .transform(({ issueDaysBefore, multa, juros }) => ({
    issueDaysBefore,
    lateFeeHundredths: multa,
    monthlyInterestHundredths: juros,
  }));
export type PlanBoletoSettingsInput = z.input<typeof planBoletoSettingsSchema>;
export type PlanBoletoSettings = z.infer<typeof planBoletoSettingsSchema>;

export const PLAN_BOLETO_DEFAULTS: PlanBoletoSettings = {
  issueDaysBefore: PLAN_BOLETO_ISSUE_DAYS_DEFAULT,
  lateFeeHundredths: null,
  monthlyInterestHundredths: null,
};

/** As a plan shows them (GET), in the stored units. */
export const planBoletoSettingsViewSchema = z.object({
  issueDaysBefore: z.number().int(),
  lateFeeHundredths: z.number().int().nullable(),
  monthlyInterestHundredths: z.number().int().nullable(),
});
export type PlanBoletoSettingsView = z.infer<typeof planBoletoSettingsViewSchema>;

/** A plan that takes boletos must charge at least Zoop's boleto floor (R$ 3,00; R$ 30,00 with fee or interest). */
export function refinePlanBoleto(
  plan: { amount: number; payment_methods: readonly string[]; boleto?: PlanBoletoSettings | null },
  ctx: z.RefinementCtx,
): void {
  if (!plan.payment_methods.includes('bank_slip')) return;
  const min = boletoMinimum(plan.boleto ?? PLAN_BOLETO_DEFAULTS);
  if (plan.amount < min.cents) ctx.addIssue({ code: 'custom', message: min.message, path: ['amount'] });
}
