import { INTEREST_PLAN_LEVELS, hundredthsToRateString, type InterestPlanInput } from '@pagora/shared';
import type { InterestPlanItem } from '@pagora/shared/contracts';

/** The form holds what the person types (the schema's input): rates as text ('1,5'), '' meaning 0. */
export type PlanFormValues = InterestPlanInput;

const blankRates = () =>
  Array.from({ length: INTEREST_PLAN_LEVELS }, (_, i) => ({ parcela: `${i + 1}x`, taxa: '' }));

export function emptyPlanValues(): PlanFormValues {
  return { nome: '', description: '', status: 'ativo', parcelas: blankRates() };
}

/** An existing plan in the form: its rates back as text with a comma ('2,99'). */
export function planValues(plan: InterestPlanItem): PlanFormValues {
  const byLabel = new Map(plan.parcelas.map((p) => [p.parcela, p.taxa]));
  return {
    nome: plan.nome,
    description: plan.description,
    status: plan.status,
    parcelas: blankRates().map(({ parcela }) => {
      const taxa = byLabel.get(parcela) ?? 0;
      // The API's percent number back to exact hundredths, then to the input's text.
      return { parcela, taxa: taxa ? hundredthsToRateString(Math.round(taxa * 100)) : '' };
    }),
  };
}
