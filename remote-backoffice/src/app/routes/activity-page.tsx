import { withDataLayer } from '@pagora/shared/data';
import { ActivityPage as ActivityScreen } from '../../features/activity/components/activity-page';

export const ActivityPage = withDataLayer(ActivityScreen);
export default ActivityPage;
