import { readView } from '../../platform/db/read-view';
import { interestPlans } from './tables';

/** What other domains may read of the interest plans (docs/decisions/012). */
export const interestPlansView = readView(interestPlans);
