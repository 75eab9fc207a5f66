import { withDataLayer } from '@pagora/shared/data';
import { SellerReportPage } from '../../features/seller-report/components/seller-report-page';

export default withDataLayer(SellerReportPage);
