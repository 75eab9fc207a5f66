import type { AnswerOf, BrandSettings, linksContract } from '@pagora/shared/contracts';
import type { AfterPayment } from '../../../lib/receipt';
import { publicApi, segment } from '../../../lib/public-api';

/**
 * The brand (and the accepted methods) of the link a result page came from, when the navigation state is gone (a reload, a
 * shared receipt): `GET /payment-ver/:linkId`, the pay page's own cached read. Like the receipt it
 * takes only its type from the contract and stays on the `fetch` client.
 */
export type LinkOrigin = { branding: BrandSettings; paymentMethods: string[]; afterPayment: AfterPayment };

export async function getLinkBranding(linkId: string): Promise<LinkOrigin> {
  const { payments } = await publicApi.get<AnswerOf<typeof linksContract.payerView>>(
    `/payment-ver/${segment(linkId)}`,
  );
  return {
    branding: payments.marketplace.branding,
    paymentMethods: payments.paymentMethods,
    afterPayment: payments.checkout.afterPayment,
  };
}
