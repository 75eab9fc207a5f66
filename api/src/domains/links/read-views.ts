import { readView } from '../../platform/db/read-view';
import { paymentLinks } from './tables';

/** What other domains may read of the links, for their joins and filters (docs/decisions/012). */
export const paymentLinksView = readView(paymentLinks);
