import { z } from 'zod';
import { formatBRL } from '../money/format-brl';
import { linkExpiryInstant } from './link-usage';
import { PAYMENT_AMOUNT_MESSAGES, percentageHundredthsField, reaisAmountField } from './fields';
import { singleLine } from './text';

/**
 * 'Cupons' (issue 40): a seller's discount codes. The form and the API share this schema, so the
 * pt-BR messages under each field are written once. The discount is a percent (kept in
 * hundredths) or a fixed amount (typed in reais, kept in cents), typed in one field, `value`.
 */
export const COUPON_KINDS = ['percentual', 'fixo'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  percentual: 'Percentual (%)',
  fixo: 'Valor fixo (R$)',
};

export const COUPON_USES_LIMIT = 1_000_000;
export const COUPON_LINKS_MAX = 100;
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

export const COUPON_MESSAGES = {
  code: 'O código deve ter de 3 a 40 caracteres: letras, números, - ou _',
  codeTaken: 'Já existe um cupom com este código',
  description: 'A descrição pode ter no máximo 100 caracteres',
  kind: 'Escolha o tipo de desconto',
  percent: 'Informe um percentual de 0,01 a 100',
  date: 'Informe uma data válida (dd/mm/aaaa)',
  dateOrder: 'A data final não pode ser anterior à inicial',
  uses: `Informe um número inteiro de 1 a ${COUPON_USES_LIMIT.toLocaleString('pt-BR')}, ou deixe em branco`,
  links: 'Escolha links deste vendedor',
  linksEmpty: 'Escolha pelo menos um link, ou todos os links',
  notFound: 'Cupom não encontrado.',
  wrongLink: 'Este cupom não vale para este link',
  created: 'Cupom criado',
  updated: 'Cupom atualizado',
  removed: 'Cupom excluído',
} as const;

const DATE_YEARS = { min: 2000, max: 2100 };

/** 'AAAA-MM-DD' (an <input type="date">), a real day; empty means no bound. */
const couponDate = z
  .string({ error: COUPON_MESSAGES.date })
  .trim()
  .nullish()
  .transform((value, ctx): string | null => {
    if (!value) return null;
    const year = Number(value.slice(0, 4));
    if (linkExpiryInstant(value) && year >= DATE_YEARS.min && year <= DATE_YEARS.max) return value;
    ctx.addIssue({ code: 'custom', message: COUPON_MESSAGES.date, input: value });
    return z.NEVER;
  });

/** Optional whole number of uses: empty is no limit (null). */
const usesLimit = z
  .union([z.number(), z.string()], { error: COUPON_MESSAGES.uses })
  .nullish()
  .transform((value, ctx): number | null => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === null || text === undefined || text === '') return null;
    const n = typeof text === 'number' ? text : /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isSafeInteger(n) && n >= 1 && n <= COUPON_USES_LIMIT) return n;
    ctx.addIssue({ code: 'custom', message: COUPON_MESSAGES.uses, input: value });
    return z.NEVER;
  });

const percentValue = percentageHundredthsField({
  positive: COUPON_MESSAGES.percent,
  max: COUPON_MESSAGES.percent,
  invalid: COUPON_MESSAGES.percent,
});
const amountValue = reaisAmountField(PAYMENT_AMOUNT_MESSAGES);

/** The discount's terms as stored: exactly one of the two figures. */
export type CouponDiscount =
  | { kind: 'percentual'; percentHundredths: number; amountCents: null }
  | { kind: 'fixo'; percentHundredths: null; amountCents: number };

/** A coupon as the seller writes it (create and edit). `linkIds` null: every link that accepts coupons. */
export const couponFormSchema = z
  .object({
    code: z
      .string({ error: COUPON_MESSAGES.code })
      .trim()
      .regex(COUPON_CODE_PATTERN, { error: COUPON_MESSAGES.code }),
    description: singleLine(
      z
        .string({ error: COUPON_MESSAGES.description })
        .trim()
        .max(100, { error: COUPON_MESSAGES.description }),
    )
      .nullish()
      .transform((v) => v ?? ''),
    kind: z.enum(COUPON_KINDS, { error: COUPON_MESSAGES.kind }),
    /** '10' or '12,5' (percent) or '5,00' (reais), as the kind says. */
    value: z.union([z.number(), z.string()]).nullish(),
    validFrom: couponDate,
    validUntil: couponDate,
    maxUses: usesLimit,
    maxUsesPerPayer: usesLimit,
    linkIds: z
      .array(z.string({ error: COUPON_MESSAGES.links }).min(1).max(64), { error: COUPON_MESSAGES.links })
      .max(COUPON_LINKS_MAX, { error: COUPON_MESSAGES.links })
      .nullish()
      .transform((v) => (v ? [...new Set(v)] : null)),
  })
  .transform((form, ctx) => {
    const parsed =
      form.kind === 'percentual' ? percentValue.safeParse(form.value) : amountValue.safeParse(form.value);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: parsed.error.issues[0]?.message ?? COUPON_MESSAGES.percent,
        path: ['value'],
      });
      return z.NEVER;
    }
    if (form.validFrom && form.validUntil && form.validFrom > form.validUntil) {
      ctx.addIssue({ code: 'custom', message: COUPON_MESSAGES.dateOrder, path: ['validUntil'] });
      return z.NEVER;
    }
    if (form.linkIds !== null && form.linkIds.length === 0) {
      ctx.addIssue({ code: 'custom', message: COUPON_MESSAGES.linksEmpty, path: ['linkIds'] });
      return z.NEVER;
    }
    const discount: CouponDiscount =
      form.kind === 'percentual'
        ? { kind: form.kind, percentHundredths: parsed.data, amountCents: null }
        : { kind: form.kind, percentHundredths: null, amountCents: parsed.data };
    return {
      code: form.code,
      description: form.description,
      validFrom: form.validFrom,
      validUntil: form.validUntil,
      maxUses: form.maxUses,
      maxUsesPerPayer: form.maxUsesPerPayer,
      linkIds: form.linkIds,
      ...discount,
    };
  });
export type CouponFormInput = z.input<typeof couponFormSchema>;
export type CouponForm = z.infer<typeof couponFormSchema>;

/** '10%', '12,5%' or 'R$ 5,00': how a coupon's discount is shown in its row. */
export function couponDiscountLabel(coupon: {
  kind: CouponKind;
  percentHundredths: number | null;
  amountCents: number | null;
}): string {
  if (coupon.kind === 'fixo') return formatBRL(coupon.amountCents ?? 0);
  const hundredths = coupon.percentHundredths ?? 0;
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  return rest === 0 ? `${whole}%` : `${whole},${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}
