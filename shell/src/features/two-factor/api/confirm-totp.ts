import { call } from '@pagora/shared/client';
import { twoFactorContract, type RecoveryCodesAnswer, type TotpConfirmInput } from '@pagora/shared/contracts';

/** POST /api/seguranca/duas-etapas/totp/confirmar: turns the app on; the recovery codes, once. */
export function confirmTotp(input: TotpConfirmInput): Promise<RecoveryCodesAnswer> {
  return call(twoFactorContract.confirmTotp, { body: input });
}
