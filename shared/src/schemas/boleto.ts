import { z } from 'zod';
import { isValidCpfOrCnpj, onlyDigits } from '../documents/cpf-cnpj';
import { addressSchema, emailField, requiredString } from './auth';
import { integerField, percentageHundredthsField } from './fields';
import { singleLine } from './text';

// Zod-free, so the UI kit's boleto (ui/core) can use them without zod: documents/boleto-line.ts.
export { BOLETO_APPROVAL_NOTE, formatDigitableLine } from '../documents/boleto-line';

/**
 * Boleto bancário (issue 24): the link's settings and the payer's request. Percentages travel as
 * hundredths of a percent (200 = 2,00 %), never floats; Zoop's floors are R$ 3,00 and, with a late
 * fee or interest, R$ 30,00.
 */

export const BOLETO_DUE_DAYS_DEFAULT = 3;
export const BOLETO_MIN_CENTS = 300;
export const BOLETO_MIN_WITH_CHARGES_CENTS = 3000;
export const BOLETO_MIN_MESSAGE = 'O valor mínimo do boleto é R$ 3,00.';
export const BOLETO_MIN_WITH_CHARGES_MESSAGE = 'Com multa ou juros, o valor mínimo do boleto é R$ 30,00.';

/** Blank or zero is "none" (null); anything else is checked as the split's percentages are. */
export const optionalPercent = (field: string, maxHundredths: number) => {
  const percent = percentageHundredthsField(
    {
      positive: `${field} deve ser maior que 0`,
      max: `${field} pode ser no máximo ${maxHundredths / 100}%`,
      invalid: `Informe ${field.toLowerCase()} com até 2 casas decimais`,
    },
    maxHundredths,
  );
  return z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx): number | null => {
      if (v === null || v === undefined || v === '' || v === 0 || v === '0') return null;
      const parsed = percent.safeParse(v);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
};

/**
 * A link's boleto settings, as the link form sends them (`multa` and `juros` as typed, '2' or
 * '2,5'), leaving as `{ dueDays, lateFeeHundredths, monthlyInterestHundredths }`. Absent when the
 * link does not offer 'Boleto Bancário'.
 */
export const boletoSettingsSchema = z
  .object({
    dueDays: integerField({
      min: 1,
      max: 30,
      message: 'O vencimento deve ser de 1 a 30 dias',
      fallback: BOLETO_DUE_DAYS_DEFAULT,
    }),
    /** Multa, once, after the due date (Zoop's own cap is 2 % by law for consumers; we allow 10 %). */
    multa: optionalPercent('A multa', 1_000),
    /** Juros per month after the due date. */
    juros: optionalPercent('Os juros', 1_000),
  })
  .transform(({ dueDays, multa, juros }) => ({
    dueDays,
    lateFeeHundredths: multa,
    monthlyInterestHundredths: juros,
  }));
export type BoletoSettingsInput = z.input<typeof boletoSettingsSchema>;
export type BoletoSettings = z.infer<typeof boletoSettingsSchema>;

/** The settings as a link shows them (GET), in the stored units. */
export const boletoSettingsViewSchema = z.object({
  dueDays: z.number().int(),
  lateFeeHundredths: z.number().int().nullable(),
  monthlyInterestHundredths: z.number().int().nullable(),
});
export type BoletoSettingsView = z.infer<typeof boletoSettingsViewSchema>;

/** The smallest amount a link with these settings can take by boleto, with the message. */
export function boletoMinimum(
  settings: Pick<BoletoSettings, 'lateFeeHundredths' | 'monthlyInterestHundredths'>,
): {
  cents: number;
  message: string;
} {
  const charges = settings.lateFeeHundredths !== null || settings.monthlyInterestHundredths !== null;
  return charges
    ? { cents: BOLETO_MIN_WITH_CHARGES_CENTS, message: BOLETO_MIN_WITH_CHARGES_MESSAGE }
    : { cents: BOLETO_MIN_CENTS, message: BOLETO_MIN_MESSAGE };
}

const BOLETO_ADDRESS_MESSAGE =
  'Para emitir o boleto, informe o endereço completo (rua, número, bairro, cidade, UF e CEP).';

/**
 * POST /payment/:linkId for a boleto: the card form's payer fields and the seller forms' address.
 * The provider refuses a boleto without a full address, so it is required here.
 */
export const boletoPaymentRequestSchema = z
  .object({
    paymentMethod: z.literal('bank_slip', { error: 'Método de pagamento inválido' }),
    name: singleLine(
      requiredString('Nome é obrigatório')
        .min(2, { error: 'Nome deve ter pelo menos 2 caracteres' })
        .max(120, { error: 'Máximo de 120 caracteres' }),
    ),
    cpf: requiredString('CPF ou CNPJ é obrigatório')
      .refine(isValidCpfOrCnpj, { error: 'CPF ou CNPJ inválido' })
      .transform(onlyDigits),
    email: emailField('Email é obrigatório', 'Email inválido').transform((e) => e.toLowerCase()),
    address: addressSchema,
  })
  .refine(
    ({ address: a }) =>
      [a.street, a.number, a.neighborhood, a.city, a.state, a.zipCode].every((f) => f !== ''),
    { error: BOLETO_ADDRESS_MESSAGE, path: ['address'] },
  );
export type BoletoPaymentRequestInput = z.input<typeof boletoPaymentRequestSchema>;
export type BoletoPaymentRequest = z.infer<typeof boletoPaymentRequestSchema>;
