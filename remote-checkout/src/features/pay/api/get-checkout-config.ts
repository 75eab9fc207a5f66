import { publicApi } from '../../../lib/public-api';

export interface CheckoutConfig {
  /** The embedded Zoop sandbox is the provider: the page may simulate a PIX payment. */
  sandbox: boolean;
  pixExpirySeconds: number;
  pixStatusPollMs: number;
}

/** `GET /checkout-config` (public). */
export const getCheckoutConfig = () => publicApi.get<CheckoutConfig>('/checkout-config');
