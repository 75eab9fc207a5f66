import { call } from '@pagora/shared/client';
import { linksContract } from '@pagora/shared/contracts';

/** DELETE /api/payment-remove/:paymentId */
export async function removePaymentLink(linkId: string): Promise<void> {
  await call(linksContract.remove, { params: { paymentId: linkId } });
}
