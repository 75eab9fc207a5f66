import { paths } from '@pagora/shared/client';
import { withDataLayer } from '@pagora/shared/data';
import { SellerOnboarding } from '../../features/onboarding/components/seller-onboarding';
import { PayoutsPage } from '../../features/payouts/components/payouts-page';

/** A seller under review sees what the provider still needs above its money (issue 36 item 6). */
function PayoutsWithOnboarding() {
  return (
    <>
      <SellerOnboarding bankAccountsHref={`${paths.payouts.getHref()}#contas-titulo`} />
      <PayoutsPage />
    </>
  );
}

export default withDataLayer(PayoutsWithOnboarding);
