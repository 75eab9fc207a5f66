import { z } from 'zod';
import { INTEREST_PLAN_LEVELS } from '../constants';
import { rateInputToHundredths } from '../installments/rate-input';
import { hundredthsToDecimalText } from '../money/hundredths';
import { optionalText, requiredString } from './auth';
import { singleLine } from './text';
import { optionalIdReference } from './account-form';

/**
 * Interest plans (spec 001: POST/PUT /juros): 21 rates, one per installment count 1x..21x. Each
 * entry leaves with both the wire shape ({parcela, taxa}) and the integer form that
 * installmentQuote reads ({count, rateHundredths}).
 */

export const INTEREST_PLAN_STATUSES = ['ativo', 'inativo'] as const;
export const RATE_INVALID = 'Taxa inválida (ex: 1,5)';
export const PARCELAS_INCOMPLETE = 'Informe as taxas das 21 parcelas (1x a 21x)';

const parcelaSchema = z
  .object({
    parcela: z
      .string({ error: 'Parcela inválida' })
      .trim()
      .regex(/^([1-9]|1\d|2[01])x$/, { error: 'Parcela inválida' }),
    taxa: z.union([z.number(), z.string()], { error: RATE_INVALID }).nullish(),
  })
  .transform(({ parcela, taxa }, ctx) => {
    const rateHundredths = taxa === null || taxa === undefined ? 0 : rateInputToHundredths(taxa);
    if (rateHundredths === null) {
      ctx.addIssue({ code: 'custom', message: RATE_INVALID, path: ['taxa'], input: taxa });
      return z.NEVER;
    }
    const taxaNumber = Number(hundredthsToDecimalText(rateHundredths).replace(',', '.'));
    return { parcela, taxa: taxaNumber, count: Number.parseInt(parcela, 10), rateHundredths };
  });
export type InterestPlanParcela = z.infer<typeof parcelaSchema>;

export const interestPlanSchema = z.object({
  nome: singleLine(requiredString('Nome é obrigatório').max(120, { error: 'Nome muito longo' })),
  description: optionalText(500),
  status: z
    .enum(INTEREST_PLAN_STATUSES, { error: 'Status inválido' })
    .nullish()
    .transform((v) => v ?? 'ativo'),
  id_zoop: optionalIdReference,
  cliente_id: optionalIdReference,
  marketplaceId: optionalIdReference,
  parcelas: z
    .array(parcelaSchema, { error: PARCELAS_INCOMPLETE })
    .refine(
      (list) =>
        list.length === INTEREST_PLAN_LEVELS &&
        new Set(list.map((p) => p.count)).size === INTEREST_PLAN_LEVELS,
      { error: PARCELAS_INCOMPLETE },
    )
    .transform((list) => [...list].sort((a, b) => a.count - b.count)),
});
export type InterestPlanInput = z.input<typeof interestPlanSchema>;
export type InterestPlan = z.infer<typeof interestPlanSchema>;
