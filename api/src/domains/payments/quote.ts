import type { OrderRequest } from '@pagora/shared';
import type { Quote } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { installmentOptions, installmentView, loadPayableLink } from '../links';
import { admitCharge, settleCharge } from './charge-velocity';
import { countCouponUses, couponLimitError } from './coupon-uses';
import { priceLinkOrder, type ChargeLink } from './order';

/**
 * `POST /payment-quote/:linkId`: the price of the payer's choice, what the page shows before
 * paying; the charge prices it again from the same rule. A coupon code is a guess an attacker
 * could repeat, so a quote that names one costs the client's address like a payment attempt
 * (the velocity limits of charge-velocity.ts).
 */
export async function quoteOrder(
  ctx: AppContext,
  linkId: string,
  request: OrderRequest,
  clientAddress: string,
): Promise<Quote> {
  const link = await loadPayableLink(ctx.db, linkId);
  if (link.closed) throw new AppError(409, 'link_closed', link.closed.message);
  if (!request.couponCode) return quoteOf(await priceLinkOrder(ctx, link, request, { checkAnswers: false }));
  const ticket = await admitCharge(ctx, { clientAddress, linkId: link.id });
  let priced: ChargeLink;
  try {
    priced = await priceLinkOrder(ctx, link, request, { checkAnswers: false });
  } finally {
    await settleCharge(ctx, ticket, 'attempted');
  }
  const coupon = priced.order.coupon;
  if (coupon) {
    // Said before paying; the charge counts again under the coupon's lock.
    const uses = await countCouponUses(ctx.db, coupon.id, null, { email: null, cpf: null, key: null });
    const refused = couponLimitError(coupon, uses);
    if (refused) throw refused;
  }
  return quoteOf(priced);
}

function quoteOf(link: ChargeLink): Quote {
  const { priced, coupon } = link.order;
  return {
    quantity: priced.quantity,
    unitAmountCents: priced.unitAmountCents,
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    totalCents: priced.totalCents,
    coupon: coupon ? { code: coupon.code, description: coupon.description } : null,
    installments: installmentOptions(link).map(installmentView),
  };
}
