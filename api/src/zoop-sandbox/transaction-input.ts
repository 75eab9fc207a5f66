import { MAX_INSTALLMENTS } from '@pagora/shared';
import { z } from 'zod';
import { parseAmountToCents } from '../platform/br-codes/pix/br-code';

/** Request bodies the sandbox accepts, as loose as Zoop's clients are in what they send. */

const intLike = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const boolLike = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);
const planSchema = z.object({
  mode: z.enum(['interest_free', 'with_interest']).optional(),
  number_installments: intLike.pipe(z.number().min(1).max(MAX_INSTALLMENTS)),
});

export const rawCardSchema = z.object({
  card_number: z.string().regex(/^\d{12,19}$/),
  holder_name: z.string().min(1),
  expiration_month: intLike.pipe(z.number().min(1).max(12)),
  expiration_year: intLike,
  security_code: z.union([z.string(), z.number()]).transform(String),
});

const splitRuleSchema = z.object({
  recipient: z.string().min(1),
  liable: boolLike.default(false),
  charge_processing_fee: boolLike.default(false),
  percentage: z
    .union([z.number(), z.string()])
    .transform((p) => parseAmountToCents(String(p)))
    .pipe(z.number().int().min(1).max(10000))
    .optional(),
  amount: intLike.pipe(z.number().positive()).optional(),
  is_gross_amount: boolLike.default(false),
});

export const createTransactionSchema = z.object({
  amount: intLike.pipe(z.number().int().positive()),
  currency: z.literal('BRL').default('BRL'),
  description: z.string().max(255).optional(),
  on_behalf_of: z.string().min(1),
  payment_type: z.string(),
  reference_id: z.string().max(100).optional(),
  capture: boolLike.default(true),
  customer: z.string().optional(),
  installment_plan: planSchema.nullish(),
  source: z
    .looseObject({
      card: z.union([z.object({ id: z.string() }), rawCardSchema]),
      installment_plan: planSchema.nullish(),
    })
    .optional(),
  split_rules: z.array(splitRuleSchema).default([]),
  metadata: z.record(z.string(), z.unknown()).default({}),
  /** Checked in pix-charges.ts (the documented format and the marketplace's setting). */
  pix_expiration_date_time: z.string().optional(),
  /** A boleto's dates and instructions (checked in boleto-charges.ts). */
  payment_method: z.unknown().optional(),
});

export type CreateTransactionBody = z.output<typeof createTransactionSchema>;

export const voidSchema = z.object({
  on_behalf_of: z.string().optional(),
  amount: intLike.pipe(z.number().positive()).optional(),
});

export const listQuerySchema = z.object({
  reference_id: z.string().optional(),
  status: z.string().optional(),
  limit: intLike.pipe(z.number().min(1).max(100)).default(20),
  offset: intLike.default(0),
  sort: z.enum(['time-descending', 'time-ascending']).default('time-descending'),
});
