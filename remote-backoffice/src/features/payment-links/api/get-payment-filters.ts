import { call } from '@pagora/shared/client';
import { linksContract, type AnswerOf } from '@pagora/shared/contracts';

export type PaymentFilterOptions = AnswerOf<typeof linksContract.filters>;

/** GET /api/payment-filters (admin) — the options of the marketplace and seller filters. */
export function getPaymentFilters(): Promise<PaymentFilterOptions> {
  return call(linksContract.filters, {});
}
