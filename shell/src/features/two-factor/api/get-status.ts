import { call } from '@pagora/shared/client';
import { twoFactorContract, type TwoFactorStatus } from '@pagora/shared/contracts';

/** GET /api/seguranca/duas-etapas */
export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return call(twoFactorContract.status, {});
}
