import { readView } from '../../platform/db/read-view';
import { recurrencePlans } from './tables';

/** What other domains (billing) may read of the recurrence plans (docs/decisions/012). */
export const recurrencePlansView = readView(recurrencePlans);
