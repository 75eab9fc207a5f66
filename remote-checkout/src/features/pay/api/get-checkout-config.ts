import { paymentsContract, type AnswerOf } from '@pagora/shared/contracts';
import { callPublic } from '../../../lib/public-call';

/** `sandbox`: the embedded Zoop sandbox is the provider, so the page may simulate a PIX payment. */
export type CheckoutConfig = AnswerOf<typeof paymentsContract.checkoutConfig>;

/** `GET /checkout-config` (public). */
export const getCheckoutConfig = (): Promise<CheckoutConfig> =>
  callPublic(paymentsContract.checkoutConfig, {});
