import type {
  AnswerOf,
  BrandSettings,
  InstallmentView,
  PayerLink,
  linksContract,
} from '@pagora/shared/contracts';
import { publicApi, segment } from '../../../lib/public-api';

export type { InstallmentView, PayerLink };
/** The marketplace's colours and logos, as the payer view carries them. */
export type Branding = BrandSettings;

/**
 * `GET /payment-ver/:linkId` (public, `linksContract.payerView`). 400 invalid, 404 unknown, 410
 * expired, with the spec's messages.
 *
 * The payer's first screen: it takes only its types from the contract (erased at build) and keeps
 * the light `fetch` client, because the contract itself would bring zod (and `call()` axios) into
 * the first load, over its budget (scripts/first-load-budget.mjs). The tests check this path
 * against the contract's.
 */
export async function getPaymentLink(linkId: string): Promise<PayerLink> {
  const { payments } = await publicApi.get<AnswerOf<typeof linksContract.payerView>>(
    `/payment-ver/${segment(linkId)}`,
  );
  return payments;
}
