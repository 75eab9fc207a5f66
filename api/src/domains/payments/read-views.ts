import { readView } from '../../platform/db/read-view';
import { transactions } from './tables';

/**
 * What other domains (the transactions lists, dashboards, the seller report) may read of the
 * payments, for their joins and filters: read-only (docs/decisions/012). Status changes stay here.
 */
export const transactionsView = readView(transactions);
