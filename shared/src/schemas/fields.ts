import { z } from 'zod';
import { AMOUNT_MAX_CENTS } from '../constants';
import { parseHundredths } from '../money/hundredths';
import { type ReaisParseFailure, parseReaisDetailed } from '../money/parse-reais';

/**
 * Field builders shared by the schemas below. Amounts and percentages arrive as numbers or as text
 * typed in pt-BR, and leave as integers (cents, hundredths), so no form or handler ever does float
 * arithmetic on them.
 */

export const AMOUNT_INVALID_MESSAGE = 'Informe um valor válido com até 2 casas decimais';

export interface AmountMessages {
  required: string;
  positive: string;
  min: string;
  max: string;
  invalid: string;
}

export const PAYMENT_AMOUNT_MESSAGES: AmountMessages = {
  required: 'O valor é obrigatório',
  positive: 'O valor deve ser maior que zero',
  min: 'O valor mínimo é R$ 0,01',
  max: 'O valor máximo é R$ 999.999,99',
  invalid: AMOUNT_INVALID_MESSAGE,
};

const FAILURE_MESSAGE: Record<ReaisParseFailure, keyof AmountMessages> = {
  empty: 'required',
  negative: 'positive',
  'below-one-cent': 'min',
  'too-many-decimals': 'invalid',
  invalid: 'invalid',
};

/** Reais in (12.5, '1.234,56'), cents out. Checks run in the spec's order: required, > 0, min, max. */
export const reaisAmountField = (
  messages: AmountMessages = PAYMENT_AMOUNT_MESSAGES,
  maxCents = AMOUNT_MAX_CENTS,
) =>
  z
    .union([z.number(), z.string()], { error: messages.invalid })
    .nullish()
    .transform((value, ctx): number => {
      const result = parseReaisDetailed(value);
      let message: string | null = null;
      if (!result.ok) message = messages[FAILURE_MESSAGE[result.reason]];
      else if (result.cents <= 0) message = messages.positive;
      else if (result.cents > maxCents) message = messages.max;
      if (message === null && result.ok) return result.cents;
      ctx.addIssue({ code: 'custom', message: message ?? messages.invalid, input: value });
      return z.NEVER;
    });

export interface PercentMessages {
  positive: string;
  max: string;
  invalid: string;
}

/** A percentage typed with up to 2 decimals ('12,5', 33.33), out as hundredths (1250, 3333). */
export const percentageHundredthsField = (messages: PercentMessages, maxHundredths = 10_000) =>
  z
    .union([z.number(), z.string()], { error: messages.invalid })
    .nullish()
    .transform((value, ctx): number => {
      const text = typeof value === 'string' ? value.trim() : value;
      const negative = typeof text === 'number' ? text < 0 : typeof text === 'string' && text.startsWith('-');
      const parsed =
        text === null || text === undefined || text === '' ? 0 : negative ? 0 : parseHundredths(text);
      let message: string | null = null;
      if (parsed === null) message = messages.invalid;
      else if (parsed <= 0) message = messages.positive;
      else if (parsed > maxHundredths) message = messages.max;
      if (message === null && parsed !== null) return parsed;
      ctx.addIssue({ code: 'custom', message: message ?? messages.invalid, input: value });
      return z.NEVER;
    });

export interface IntegerFieldOptions {
  min: number;
  max: number;
  /** Shown for a value out of range or not an integer. */
  message: string;
  /** Shown when nothing was given; defaults to `message`. */
  required?: string;
  /** Used when nothing was given, instead of the required error. */
  fallback?: number;
}

/** An integer in [min, max], from a number or the string a <select> yields. */
export const integerField = ({ min, max, message, required = message, fallback }: IntegerFieldOptions) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((value, ctx): number => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === null || text === undefined || text === '') {
        if (fallback !== undefined) return fallback;
        ctx.addIssue({ code: 'custom', message: required, input: value });
        return z.NEVER;
      }
      const n = typeof text === 'number' ? text : /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
      if (Number.isSafeInteger(n) && n >= min && n <= max) return n;
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    });

/** Integer cents (plans store cents), checked like an amount in reais. */
export const centsField = (messages: AmountMessages = PAYMENT_AMOUNT_MESSAGES, maxCents = AMOUNT_MAX_CENTS) =>
  z
    .union([z.number(), z.string()], { error: messages.invalid })
    .nullish()
    .transform((value, ctx): number => {
      const text = typeof value === 'string' ? value.trim() : value;
      const n = typeof text === 'number' ? text : text && /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
      let message: string | null = null;
      if (text === null || text === undefined || text === '') message = messages.required;
      else if (!Number.isSafeInteger(n)) message = 'Informe o valor em centavos (número inteiro)';
      else if (n <= 0) message = messages.positive;
      else if (n > maxCents) message = messages.max;
      if (message === null) return n;
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    });

/** true/false, or the '1'/'0' and 'true'/'false' strings some clients send. */
export const booleanField = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === true || v === 'true' || v === '1'));
