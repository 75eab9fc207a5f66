import { publicApi, segment } from '../../../lib/public-api';
import type { Receipt } from '../../../lib/receipt';

/** `GET /receipt/:id` (public): the success page after a reload, by the transaction's unguessable id. */
export const getReceipt = (id: string) => publicApi.get<Receipt>(`/receipt/${segment(id)}`);
