import { withDataLayer } from '@pagora/shared/data';
import { ClientsPage } from '../../features/clients/components/clients-page';

export default withDataLayer(ClientsPage);
