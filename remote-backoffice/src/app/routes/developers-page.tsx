import { withDataLayer } from '@pagora/shared/data';
import { DevelopersPage } from '../../features/developers/components/developers-page';

export default withDataLayer(DevelopersPage);
