import { z } from 'zod';
import { parseHundredths } from '../money/hundredths';
import type { FeeRates } from '../money/fee-table';

/**
 * 'Nova vigência' of a marketplace's 'Tabela de taxas' (issue 38, docs/fees.md): the form and
 * `POST /api/fee-table` read the same schema, so each field's pt-BR message is written once. Rates
 * are typed as percentages with up to two decimals ('3,99'), the boleto in reais ('2,50'); both
 * leave as integers (hundredths, cents).
 */

export const FEE_TABLE_MESSAGES = {
  rate: 'Informe uma taxa de 0 a 100 %, com até 2 casas decimais (ex: 3,99)',
  boleto: 'Informe a tarifa do boleto de R$ 0,00 a R$ 100,00 (ex: 2,50)',
  validFrom: 'Informe a data de início da vigência',
  validFromPast: 'A vigência começa hoje ou numa data futura',
  recipient: 'Escolha o vendedor que recebe a taxa do marketplace',
} as const;

const BOLETO_MAX_CENTS = 10_000;

/** A percentage 0-100 with up to two decimals, out as hundredths; empty is a mistake, not 0. */
const rateField = (max = 10_000) =>
  z.union([z.number(), z.string()], { error: FEE_TABLE_MESSAGES.rate }).transform((value, ctx) => {
    const parsed = typeof value === 'string' && value.trim() === '' ? null : parseHundredths(value);
    if (parsed !== null && parsed <= max) return parsed;
    ctx.addIssue({ code: 'custom', message: FEE_TABLE_MESSAGES.rate, input: value });
    return z.NEVER;
  });

const boletoField = z
  .union([z.number(), z.string()], { error: FEE_TABLE_MESSAGES.boleto })
  .transform((value, ctx) => {
    const parsed = typeof value === 'string' && value.trim() === '' ? null : parseHundredths(value);
    if (parsed !== null && parsed <= BOLETO_MAX_CENTS) return parsed;
    ctx.addIssue({ code: 'custom', message: FEE_TABLE_MESSAGES.boleto, input: value });
    return z.NEVER;
  });

/** Today's calendar day in Brasília (UTC-3, no daylight saving since 2019), `YYYY-MM-DD`. */
export const brasiliaToday = (now: Date = new Date()): string =>
  new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

export const feeTableVersionSchema = z
  .object({
    valid_from: z
      .string({ error: FEE_TABLE_MESSAGES.validFrom })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: FEE_TABLE_MESSAGES.validFrom })
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: FEE_TABLE_MESSAGES.validFrom })
      .refine((d) => d >= brasiliaToday(), { error: FEE_TABLE_MESSAGES.validFromPast }),
    pix: rateField(),
    boleto: boletoField,
    card_1x: rateField(),
    card_2_6x: rateField(),
    card_7_12x: rateField(),
    card_13_21x: rateField(),
    anticipation_month: rateField(),
    own_fee: rateField(),
    fee_recipient_seller_id: z
      .string()
      .nullish()
      .transform((v) => (v && v.trim() !== '' ? v.trim() : null)),
  })
  .superRefine((v, ctx) => {
    if (v.own_fee > 0 && v.fee_recipient_seller_id === null)
      ctx.addIssue({
        code: 'custom',
        message: FEE_TABLE_MESSAGES.recipient,
        path: ['fee_recipient_seller_id'],
      });
  });
export type FeeTableVersionInput = z.input<typeof feeTableVersionSchema>;
export type FeeTableVersionBody = z.infer<typeof feeTableVersionSchema>;

/** The rates a version's body names, in the shape `contractedProviderFeeCents` reads. */
export const feeRatesOfBody = (b: FeeTableVersionBody): FeeRates => ({
  pixHundredths: b.pix,
  boletoCents: b.boleto,
  card: { '1x': b.card_1x, '2-6x': b.card_2_6x, '7-12x': b.card_7_12x, '13-21x': b.card_13_21x },
  anticipationMonthHundredths: b.anticipation_month,
  ownHundredths: b.own_fee,
});
