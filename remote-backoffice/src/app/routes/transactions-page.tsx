import { withDataLayer } from '@pagora/shared/data';
import { TransactionsPage } from '../../features/transactions/components/transactions-page';

export default withDataLayer(TransactionsPage);
