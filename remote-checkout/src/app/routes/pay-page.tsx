import { PayPage } from '../../features/pay/components/pay-page';

export default PayPage;
