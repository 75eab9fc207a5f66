import { z } from 'zod';
import { decimalStringToCents } from './money';

/**
 * zod schemas for every Zoop answer the adapter reads. Loose objects: Zoop adds fields freely and
 * we keep the raw body anyway; only the fields we rely on are checked.
 */

/** Decimal string in reais → integer cents; a number is tolerated through its text. */
export const zoopMoney = z.union([z.string(), z.number()]).transform((value, ctx) => {
  try {
    return decimalStringToCents(value);
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: (err as Error).message });
    return z.NEVER;
  }
});

/** Some clients saw booleans as "1"/"0" or "true"/"false" strings. */
const zoopBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
/** `number_installments` comes back as a string ("12") in recorded answers. */
const zoopInt = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(Number);

export const zoopCardSchema = z.looseObject({
  id: z.string().optional(),
  card_brand: z.string().nullish(),
  first4_digits: z.string().nullish(),
  last4_digits: z.string().nullish(),
  holder_name: z.string().nullish(),
});

export const zoopTransactionSchema = z.looseObject({
  id: z.string().min(1),
  resource: z.literal('transaction'),
  status: z.string(),
  amount: zoopMoney,
  original_amount: zoopMoney.nullish(),
  fees: zoopMoney.nullish(),
  payment_type: z.string(),
  reference_id: z.string().nullish(),
  on_behalf_of: z.string().nullish(),
  captured: zoopBool.nullish(),
  installment_plan: z.looseObject({ number_installments: zoopInt.nullish() }).nullish(),
  payment_method: z
    .looseObject({
      ...zoopCardSchema.shape,
      qr_code: z.looseObject({ emv: z.string() }).nullish(),
      expiration_date: z.string().nullish(),
      /** A boleto's own state (`not_paid`, `paid`) and payment time: what says it was paid. */
      status: z.string().nullish(),
      paid_at: z.string().nullish(),
    })
    .nullish(),
  history: z
    .array(
      z.looseObject({
        status: z.string().nullish(),
        operation_type: z.string().nullish(),
        response_code: z.union([z.string(), z.number()]).nullish(),
        response_message: z.string().nullish(),
      }),
    )
    .nullish(),
});

export const zoopListSchema = <T extends z.ZodType>(item: T) =>
  z.looseObject({ resource: z.literal('list'), items: z.array(item), has_more: zoopBool.nullish() });

export const zoopSellerSchema = z.looseObject({
  id: z.string().min(1),
  resource: z.literal('seller'),
  status: z.string(),
  /** Zoop answers `individual` or `business`; an answer without it reads as individual. */
  type: z
    .enum(['individual', 'business'])
    .optional()
    .transform((t) => t ?? 'individual'),
});
export const zoopBuyerSchema = z.looseObject({ id: z.string().min(1), resource: z.literal('buyer') });
/** v2 recurring plan (not the v1 fee "plano de venda"). */
export const zoopPlanSchema = z.looseObject({
  id: z.string().min(1),
  resource: z.literal('plan'),
  metadata: z.looseObject({ reference_id: z.string().nullish() }).nullish(),
});
/** A v2 DELETE answers the id it removed; nothing else is relied on. */
export const zoopDeletedSchema = z.looseObject({ id: z.string().nullish() }).nullable();
export const zoopTokenSchema = z.looseObject({
  id: z.string().min(1),
  resource: z.literal('token'),
  card: zoopCardSchema,
});
export const zoopAttachedCardSchema = zoopCardSchema.extend({
  id: z.string().min(1),
  resource: z.literal('card'),
});

export const zoopBalancesSchema = z.looseObject({
  items: z.looseObject({
    current_balance: zoopMoney,
    current_blocked_balance: zoopMoney,
    account_balance: zoopMoney,
  }),
});

export const zoopErrorSchema = z.looseObject({
  error: z.looseObject({
    status: z.string().nullish(),
    status_code: z.union([z.number(), z.string()]).nullish(),
    type: z.string().nullish(),
    category: z.string().nullish(),
    message: z.string().nullish(),
    reasons: z.array(z.string()).nullish(),
  }),
});

export type ZoopTransaction = z.infer<typeof zoopTransactionSchema>;
export type ZoopError = z.infer<typeof zoopErrorSchema>['error'];
