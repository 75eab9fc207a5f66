import { withDataLayer } from '@pagora/shared/data';
import { SentMailPage } from '../../features/sent-mail/components/sent-mail-page';

export default withDataLayer(SentMailPage);
