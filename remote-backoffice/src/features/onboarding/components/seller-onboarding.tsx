import { roleOf, useSession } from '@pagora/shared/client';
import { OnboardingPanel } from './onboarding-panel';

/** The seller's own onboarding, where it lands on 'Recebimentos'; other roles read it elsewhere. */
export function SellerOnboarding({ bankAccountsHref }: { bankAccountsHref: string }) {
  const role = useSession((s) => roleOf(s.user));
  if (role !== 'seller') return null;
  return <OnboardingPanel sellerId={null} canAct bankAccountsHref={bankAccountsHref} />;
}
