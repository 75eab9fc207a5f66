import { SecurityPage } from '../features/security';
import { TwoFactorSection } from '../features/two-factor';

/** '/seguranca': the sessions page with the two-step sign-in section in its place. */
export function SecurityRoute() {
  return <SecurityPage twoFactor={<TwoFactorSection />} />;
}
