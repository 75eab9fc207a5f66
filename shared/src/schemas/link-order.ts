import { z } from 'zod';
import { AMOUNT_MAX_CENTS } from '../constants';
import { formatBRL } from '../money/format-brl';
import { parseReaisDetailed } from '../money/parse-reais';
import {
  CHECKOUT_MESSAGES,
  CUSTOM_FIELD_ANSWER_MAX,
  type CustomAmountSettings,
  type CustomField,
  type LinkPricing,
  type QuantitySettings,
} from './link-checkout';
import { isSingleLine } from './text';

/**
 * What the payer chose on a link's page (issue 40): a quantity, an amount of their own ('livre'),
 * a coupon and the answers to the link's fields. Sent as top-level keys of every method's payment
 * body and of the quote; all optional (a 'fixo' link without fields needs none). The server checks
 * them against the link (`priceOrder`, `checkFieldAnswers`) and prices the charge itself.
 */
export const orderRequestSchema = z.object({
  quantity: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx): number | undefined => {
      const text = typeof v === 'string' ? v.trim() : v;
      if (text === null || text === undefined || text === '') return undefined;
      const n = typeof text === 'number' ? text : /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (Number.isSafeInteger(n) && n >= 1) return n;
      ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.quantityRange, input: v });
      return z.NEVER;
    }),
  /** 'Valor livre': reais (number or pt-BR text), out as cents. */
  amount: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx): number | undefined => {
      if (v === null || v === undefined || v === '') return undefined;
      const parsed = parseReaisDetailed(v);
      if (parsed.ok && parsed.cents > 0 && parsed.cents <= AMOUNT_MAX_CENTS) return parsed.cents;
      ctx.addIssue({ code: 'custom', message: 'Informe um valor válido com até 2 casas decimais', input: v });
      return z.NEVER;
    }),
  couponCode: z
    .string()
    .trim()
    .max(40, { error: CHECKOUT_MESSAGES.couponInvalid })
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  fields: z
    .record(z.string().max(20), z.union([z.string(), z.number()]).nullish())
    .nullish()
    .transform((v) => v ?? {}),
});
export type OrderRequestInput = z.input<typeof orderRequestSchema>;
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** What a link's price is made of, as the server read it from the link. */
export type LinkPricingTerms = {
  amountCents: number;
  pricing: LinkPricing;
  quantity: QuantitySettings | null;
  customAmount: CustomAmountSettings | null;
};

/** A coupon's discount, as priced: percent (hundredths) or a fixed amount. */
export type CouponTerms = { kind: 'percentual'; hundredths: number } | { kind: 'fixo'; cents: number };

export type PricedOrder = {
  quantity: number;
  unitAmountCents: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
};

export type PricingError = { field: 'quantity' | 'amount' | 'couponCode'; message: string };

export const COUPON_TOO_LARGE = 'O desconto deste cupom é maior que o valor da compra';

/** The discount of a coupon on a subtotal: percent rounded half up to the cent. */
export function couponDiscountCents(subtotalCents: number, coupon: CouponTerms): number {
  if (coupon.kind === 'fixo') return coupon.cents;
  return Math.floor((subtotalCents * coupon.hundredths + 5_000) / 10_000);
}

/**
 * The charge's figures from the link and the payer's choice, in integer cents: the unit (the
 * link's amount, or the payer's own within the limits), × the quantity, − the coupon. A total of
 * zero or less is refused (nothing is charged for free through a link).
 */
export function priceOrder(
  link: LinkPricingTerms,
  order: { quantity?: number | undefined; amount?: number | undefined },
  coupon: CouponTerms | null,
): { ok: true; order: PricedOrder } | { ok: false; error: PricingError } {
  let quantity = 1;
  if (link.pricing === 'quantidade' && link.quantity) {
    const q = link.quantity;
    quantity = order.quantity ?? q.default;
    if (quantity < q.min || quantity > q.max)
      return {
        ok: false,
        error: { field: 'quantity', message: CHECKOUT_MESSAGES.quantityOutOfRange(q.min, q.max) },
      };
  }
  let unitAmountCents = link.amountCents;
  if (link.pricing === 'livre' && link.customAmount) {
    const { minCents, maxCents } = link.customAmount;
    unitAmountCents = order.amount ?? link.amountCents;
    if (unitAmountCents < minCents || unitAmountCents > maxCents)
      return {
        ok: false,
        error: {
          field: 'amount',
          message: CHECKOUT_MESSAGES.amountOutOfRange(brl(minCents), brl(maxCents)),
        },
      };
  }
  const subtotalCents = unitAmountCents * quantity;
  const discountCents = coupon ? couponDiscountCents(subtotalCents, coupon) : 0;
  if (subtotalCents - discountCents < 1)
    return { ok: false, error: { field: 'couponCode', message: COUPON_TOO_LARGE } };
  return {
    ok: true,
    order: {
      quantity,
      unitAmountCents,
      subtotalCents,
      discountCents,
      totalCents: subtotalCents - discountCents,
    },
  };
}

/** R$ with a plain space, as the other pt-BR messages write it. */
const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

/** An answer as kept on the transaction: the field's label at payment time, and the value. */
export type FieldAnswer = { key: string; label: string; value: string };

/**
 * Checks the payer's answers against the link's fields: required ones filled, numbers numeric,
 * choices among the options, text on one line up to 200 characters. Errors are by field key
 * (the page shows them under the field; the API answers 400 with `fields.<key>`).
 */
export function checkFieldAnswers(
  fields: readonly CustomField[],
  answers: Record<string, string | number | null | undefined>,
): { ok: true; answers: FieldAnswer[] } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const out: FieldAnswer[] = [];
  for (const field of fields) {
    const raw = answers[field.key];
    const value = raw === null || raw === undefined ? '' : String(raw).trim();
    if (value === '') {
      if (field.required) errors[field.key] = CHECKOUT_MESSAGES.fieldRequired;
      continue;
    }
    if (value.length > CUSTOM_FIELD_ANSWER_MAX || !isSingleLine(value))
      errors[field.key] = CHECKOUT_MESSAGES.fieldTooLong;
    else if (field.type === 'numero' && !/^-?\d{1,15}([.,]\d{1,6})?$/.test(value))
      errors[field.key] = CHECKOUT_MESSAGES.fieldNumber;
    else if (field.type === 'lista' && !field.options.includes(value))
      errors[field.key] = CHECKOUT_MESSAGES.fieldChoice;
    else out.push({ key: field.key, label: field.label, value });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers: out };
}
