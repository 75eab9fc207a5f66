import { SellerReportPage } from '../../features/seller-report/components/seller-report-page';

export default SellerReportPage;
