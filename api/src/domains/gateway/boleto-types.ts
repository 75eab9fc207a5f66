import { z } from 'zod';
import {
  BOLETO_MIN_CENTS,
  BOLETO_MIN_MESSAGE,
  BOLETO_MIN_WITH_CHARGES_CENTS,
  BOLETO_MIN_WITH_CHARGES_MESSAGE,
} from '@pagora/shared';
import {
  addressSchema,
  splitRuleSchema,
  splitTotalCents,
  type ChargeStatus,
  type ProviderCharge,
} from './types';

/**
 * The boleto verb's input and answer. Zoop's limits are checked here too so every adapter refuses
 * the same things with the same pt-BR words before calling anyone.
 */

/** Zoop's default ceiling per boleto (its floors are the shared `boletoMinimum`'s). */
export const BOLETO_MAX_CENTS = 1_000_000;

const DAY_MS = 86_400_000;
/** After the due date the payer may still pay (with fee and interest) for this many days. */
export const BOLETO_PAYMENT_WINDOW_DAYS = 29;

/** The last day a bank takes the boleto (`YYYY-MM-DD`): after it, the boleto is void ('Boleto vencido'). */
export function boletoPaymentLimitDate(dueDate: string): string {
  return new Date(Date.parse(`${dueDate}T00:00:00Z`) + BOLETO_PAYMENT_WINDOW_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** Hundredths of a percent (200 = 2,00 %): a percentage without floats. */
const percentHundredths = z.number().int().min(1).max(10000);

export const createBoletoInputSchema = z
  .object({
    /** Our transaction id: sent as `reference_id` so a lost answer is found again. */
    referenceId: z.string().min(1).max(64),
    amountCents: z.number().int().positive(),
    sellerId: z.string().min(1),
    description: z.string().max(255),
    /** `YYYY-MM-DD` in Brasília. */
    dueDate: z.iso.date(),
    payer: z.object({
      name: z.string().trim().min(2).max(120),
      /** CPF (11) or CNPJ (14) digits. */
      taxpayerId: z.string().regex(/^(\d{11}|\d{14})$/, 'CPF ou CNPJ inválido.'),
      email: z.email(),
      address: addressSchema,
    }),
    /** Multa after the due date, once. */
    lateFeeHundredths: percentHundredths.optional(),
    /** Juros per month after the due date. */
    monthlyInterestHundredths: percentHundredths.optional(),
    /** The link's split, as for a card or PIX charge. */
    splitRules: z.array(splitRuleSchema).default([]),
  })
  .superRefine((b, ctx) => {
    const charges = b.lateFeeHundredths !== undefined || b.monthlyInterestHundredths !== undefined;
    if (b.amountCents < BOLETO_MIN_CENTS)
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: BOLETO_MIN_MESSAGE });
    else if (charges && b.amountCents < BOLETO_MIN_WITH_CHARGES_CENTS)
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: BOLETO_MIN_WITH_CHARGES_MESSAGE });
    if (b.amountCents > BOLETO_MAX_CENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['amountCents'],
        message: 'O valor máximo do boleto é R$ 10.000,00.',
      });
    if (splitTotalCents(b.amountCents, b.splitRules) > b.amountCents)
      ctx.addIssue({
        code: 'custom',
        path: ['splitRules'],
        message: 'A soma das divisões excede o valor da cobrança.',
      });
  });

export type CreateBoletoInput = z.input<typeof createBoletoInputSchema>;

/** A boleto as the provider issued it; `status` is `pendente` until paid. */
export type ProviderBoleto = {
  providerId: string;
  referenceId: string | null;
  status: ChargeStatus;
  amountCents: number;
  dueDate: string;
  /** 47 digits, derived from the barcode (Zoop answers only the barcode). */
  digitableLine: string;
  /** 44 digits. */
  barcode: string;
  /** The provider's printable boleto. */
  pdfUrl: string;
  providerStatus: string;
  raw: unknown;
  /** The same boleto as `getCharge` reads it, to be recorded like any charge. */
  charge: ProviderCharge;
};

export type { BoletoCodes } from './boleto-codes';
