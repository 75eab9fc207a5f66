import { ClientsPage } from '../../features/clients/components/clients-page';

export default ClientsPage;
