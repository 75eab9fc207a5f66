import { withDataLayer } from '@pagora/shared/data';
import { CouponsPage as CouponsPageView } from '../../features/coupons/components/coupons-page';

/** 'Cupons' (paths.coupons, '/cupons', issue 40), with the data layer it runs with. */
export const CouponsPage = withDataLayer(CouponsPageView);
export default CouponsPage;
