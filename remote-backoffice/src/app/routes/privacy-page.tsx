import { withDataLayer } from '@pagora/shared/data';
import { PrivacyPage as PrivacyPageView } from '../../features/privacy/components/privacy-page';

/** 'Privacidade (LGPD)' (paths.privacy, '/privacidade'), with the data layer it runs with. */
export const PrivacyPage = withDataLayer(PrivacyPageView);
export default PrivacyPage;
