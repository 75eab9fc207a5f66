import { withDataLayer } from '@pagora/shared/data';
import { TeamPage } from '../../features/team/components/team-page';

export default withDataLayer(TeamPage);
