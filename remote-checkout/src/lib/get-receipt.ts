import type { Receipt } from '@pagora/shared/contracts';
import { publicApi, segment } from './public-api';

/**
 * `GET /receipt/:id?t=` (public, `paymentsContract.receipt`): the success page after a reload, by
 * the transaction's id and its document token (without it the API answers 404). That page is a first screen too (a reload, a shared link): like
 * the pay page's link, it takes only its type from the contract and stays on the `fetch` client,
 * without zod. The tests check this path against the contract's.
 */
export const getReceipt = (id: string, token: string) =>
  publicApi.get<Receipt>(`/receipt/${segment(id)}?${new URLSearchParams({ t: token })}`);
