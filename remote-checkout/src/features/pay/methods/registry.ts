import type { LinkPaymentMethod } from '@pagora/shared';
import type { PayerLink } from '../api/get-payment-link';
import { boletoMethod } from './boleto';
import { cardMethod } from './card';
import type { PayMethod } from './pay-method';
import { pixMethod } from './pix';

/**
 * One module per method a link can offer, checked whole by the compiler: a method added to the
 * shared `LINK_PAYMENT_METHODS` does not build until its panel is here.
 */
const BUILT_IN: { [Id in LinkPaymentMethod]: PayMethod<Id> } = {
  pix: pixMethod,
  credit_card: cardMethod,
  bank_slip: boletoMethod,
};

/** In the order the method choice shows them: PIX, card, boleto, then any added. */
const registered: PayMethod[] = Object.values(BUILT_IN);

/**
 * Adds a method to the checkout, after the built-in ones. Two modules under one id would draw two
 * buttons for one method, so the second is refused.
 */
export function registerPayMethod(method: PayMethod): void {
  if (registered.some((m) => m.id === method.id))
    throw new Error(`payment method "${method.id}" is already registered`);
  registered.push(method);
}

/** The registered methods this link accepts; one the checkout does not know is not offered. */
export function payMethodsOf(link: Pick<PayerLink, 'paymentMethods'>): PayMethod[] {
  const offered: readonly string[] = link.paymentMethods;
  return registered.filter((m) => offered.includes(m.id));
}

/** The method `id` if this link offers it (a remembered step, a step in the state). */
export function offeredPayMethod(
  link: Pick<PayerLink, 'paymentMethods'>,
  id: string | null,
): PayMethod | null {
  return payMethodsOf(link).find((m) => m.id === id) ?? null;
}
