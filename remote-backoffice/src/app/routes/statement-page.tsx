import { withDataLayer } from '@pagora/shared/data';
import { StatementPage } from '../../features/statement/components/statement-page';

export default withDataLayer(StatementPage);
