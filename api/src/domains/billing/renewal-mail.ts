import type { Db } from '../../platform/db/client';
import { enqueueMail, isMailable } from '../mail';

type RefusedRenewal = {
  chargeId: string;
  amountCents: number;
  planName: string;
  marketplaceId: string;
  sellerId: string;
  customer: { name: string; email: string };
  /** Issue 24: charged by boleto, so the refusal is a boleto left unpaid. */
  byBoleto?: boolean;
};

/**
 * A renewal the engine could not charge: the customer learns it, with the day of the next try (null
 * once it gave up and the subscription stopped) and a link to 'Minhas Assinaturas' to pay. Queued in
 * the transaction that records the failure; keyed by charge and failure count, so a retried job
 * sends nothing new and each retry sends its own message.
 */
export async function enqueueRenewalRefused(
  tx: Db,
  renewal: RefusedRenewal,
  failures: number,
  nextRetryOn: string | null,
): Promise<void> {
  // A buyer address the mail path refuses must not undo the billing outcome it would announce.
  if (!isMailable(renewal.customer.email)) return;
  await enqueueMail(tx, {
    kind: 'renewal_refused',
    to: renewal.customer.email,
    eventKey: `renewal:${renewal.chargeId}:${failures}`,
    marketplaceId: renewal.marketplaceId,
    sellerId: renewal.sellerId,
    data: {
      nome: renewal.customer.name,
      planName: renewal.planName,
      amountCents: renewal.amountCents,
      nextRetryOn,
      ...(renewal.byBoleto ? { byBoleto: true } : {}),
    },
  });
}
