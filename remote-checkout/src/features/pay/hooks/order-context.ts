import { createContext, useContext } from 'react';
import type { InstallmentView } from '../api/get-payment-link';
import type { OrderKeys } from '../api/order-keys';

/**
 * The payer's order as the method panels pay it (issue 40): the keys every payment body carries,
 * the total and the card installments the server quoted for it. Absent on a link without choices
 * (a fixed price, no fields, no coupon): the panels then pay the link's own figures.
 */
export interface CheckoutOrder {
  keys: OrderKeys;
  totalCents: number;
  installments: InstallmentView[];
  /**
   * A payment refused for the order (a coupon used up meanwhile, a field's answer): back to the
   * order with the message under its input. False for any other error, which the panel shows.
   */
  refused: (err: unknown) => boolean;
}

export const OrderContext = createContext<CheckoutOrder | null>(null);

export const useCheckoutOrder = (): CheckoutOrder | null => useContext(OrderContext);
