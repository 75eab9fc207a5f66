import { z } from 'zod';
import { COUPON_KINDS, couponFormSchema } from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { UUID_PATTERN, uuidParam } from './params';

/**
 * 'Cupons' (issue 40): a seller's discount codes. A seller manages its own; a marketplace owner
 * those of its sellers (naming one by `sellerId`, as links do); an admin reads them all. Each row
 * carries what the coupon sold: uses, revenue (after the discount) and the discount given.
 */
export const couponViewSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  sellerNome: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  percentHundredths: z.number().int().nullable(),
  amountCents: z.number().int().nullable(),
  /** 'AAAA-MM-DD', São Paulo days; null: no bound. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerPayer: z.number().int().nullable(),
  /** null: every link of the seller that accepts coupons. */
  linkIds: z.array(z.string()).nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  /** Sales made with the coupon (paid, including those later disputed or refunded). */
  uses: z.number().int(),
  revenueCents: z.number().int(),
  discountCents: z.number().int(),
});
export type CouponView = z.infer<typeof couponViewSchema>;

const sellerIdField = z.string().regex(UUID_PATTERN, { error: 'Escolha o vendedor' }).optional();

/** Create: a marketplace owner names the seller; a seller's own `sellerId` is ignored. */
export const couponCreateSchema = couponFormSchema.and(z.object({ sellerId: sellerIdField }));
export const couponActiveSchema = z.object({ active: z.boolean({ error: 'Informe se o cupom fica ativo' }) });

const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
const idParams = z.object({ id: uuidParam });

export const couponsContract = {
  list: endpoint({
    method: 'GET',
    path: '/cupons',
    tag: 'coupons',
    summary: "A seller's own; a marketplace its sellers' (optionally one `sellerId`); an admin any.",
    query: z.object({ sellerId: z.string().optional() }),
    response: { 200: z.object({ data: z.array(couponViewSchema) }), ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/cupons',
    tag: 'coupons',
    body: couponCreateSchema,
    response: { 201: couponViewSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/cupons/:id',
    tag: 'coupons',
    params: idParams,
    body: couponFormSchema,
    response: { 200: couponViewSchema, ...errors },
  }),
  setActive: endpoint({
    method: 'PUT',
    path: '/cupons/:id/active',
    tag: 'coupons',
    summary: "'Desativar' / 'Reativar': an inactive coupon is refused at checkout.",
    params: idParams,
    body: couponActiveSchema,
    response: { 200: couponViewSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/cupons/:id',
    tag: 'coupons',
    summary: 'Soft delete: sales keep naming the coupon; its code may be used again.',
    params: idParams,
    response: { 204: z.null(), ...errors },
  }),
};
