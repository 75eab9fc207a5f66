import {
  checkFieldAnswers,
  orderRequestSchema,
  priceOrder,
  type FieldAnswer,
  type OrderRequest,
  type PricedOrder,
} from '@pagora/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import type { PayableLink } from '../links';
import { findCoupon, type CouponForOrder } from './coupon-port';

/** What the payer chose, priced (issue 40): the figures, the coupon, the answers. */
export type LinkOrder = { priced: PricedOrder; coupon: CouponForOrder | null; fields: FieldAnswer[] };

/**
 * A link as one charge prices it: `amountCents` is the order's total, so every method (the PIX
 * amount check, the card's installments and interest, the boleto's minimum, the split) reads the
 * chosen amount and never the page's figure.
 */
export type ChargeLink = PayableLink & { order: LinkOrder };

export const COUPONS_NOT_ACCEPTED = 'Este link não aceita cupons de desconto';

/** The order keys of a payment or quote body, parsed: 400 with the first bad key as the field. */
export function readOrder(body: unknown): OrderRequest {
  const parsed = orderRequestSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'order';
  throw AppError.badRequest(issue?.message ?? 'Pedido inválido', field, 'validation_error');
}

/**
 * Prices the payer's choice on `link`: the quantity or own amount within the link's limits, the
 * coupon (found by the coupons domain; its use limits are counted when the attempt is admitted),
 * and, when `answers` is set, the custom fields' answers (400 `fields.<key>`, the first error).
 */
export async function priceLinkOrder(
  ctx: AppContext,
  link: PayableLink,
  request: OrderRequest,
  options: { checkAnswers: boolean },
): Promise<ChargeLink> {
  let fields: FieldAnswer[] = [];
  if (options.checkAnswers) {
    const answered = checkFieldAnswers(link.checkout.customFields, request.fields);
    if (!answered.ok) {
      const [key, message] = Object.entries(answered.errors)[0] ?? ['', ''];
      throw new AppError(400, 'validation_error', message, {
        field: `fields.${key}`,
        details: { fields: answered.errors },
      });
    }
    fields = answered.answers;
  }
  let coupon: CouponForOrder | null = null;
  if (request.couponCode) {
    if (!link.checkout.allowCoupons)
      throw AppError.unprocessable(COUPONS_NOT_ACCEPTED, 'coupon_not_accepted', 'couponCode');
    coupon = await findCoupon(ctx.db, {
      sellerId: link.seller.id,
      linkId: link.id,
      code: request.couponCode,
      now: new Date(),
    });
  }
  const { checkout } = link;
  const priced = priceOrder(
    {
      amountCents: link.amountCents,
      pricing: checkout.pricing,
      quantity: checkout.quantity,
      customAmount: checkout.customAmount,
    },
    request,
    coupon?.terms ?? null,
  );
  if (!priced.ok) throw AppError.unprocessable(priced.error.message, 'order_invalid', priced.error.field);
  return { ...link, amountCents: priced.order.totalCents, order: { priced: priced.order, coupon, fields } };
}

/** The transaction columns that keep the order (migrations/1500). */
export function orderColumns(order: LinkOrder) {
  return {
    quantity: order.priced.quantity,
    unitAmountCents: order.priced.unitAmountCents,
    couponId: order.coupon?.id ?? null,
    couponCode: order.coupon?.code ?? null,
    discountCents: order.priced.discountCents,
    customFields: order.fields,
  };
}
