import { linksContract, type Quote } from '@pagora/shared/contracts';
import { callPublic } from '../../../lib/public-call';
import type { OrderKeys } from './order-keys';

export type { Quote };

/**
 * `POST /payment-quote/:linkId` (public, `linksContract.quote`): the server's price of the payer's
 * choice, coupon included. A bad choice rejects with a `PublicApiError` whose body names the field.
 */
export const getQuote = (linkId: string, order: OrderKeys): Promise<Quote> =>
  callPublic(linksContract.quote, { params: { linkId }, body: order });
