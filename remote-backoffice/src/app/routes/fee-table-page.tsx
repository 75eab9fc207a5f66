import { withDataLayer } from '@pagora/shared/data';
import { FeeTablePage } from '../../features/fee-table/components/fee-table-page';

export default withDataLayer(FeeTablePage);
