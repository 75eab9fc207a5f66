import { call } from '@pagora/shared/client';
import { twoFactorContract, type TotpSetup } from '@pagora/shared/contracts';

/** POST /api/seguranca/duas-etapas/totp: a new secret, pending until confirmed. */
export function startTotp(): Promise<TotpSetup> {
  return call(twoFactorContract.startTotp, {});
}
