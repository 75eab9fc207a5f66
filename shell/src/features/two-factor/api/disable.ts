import { call } from '@pagora/shared/client';
import { twoFactorContract, type TwoFactorConfirmInput } from '@pagora/shared/contracts';

/** POST /api/seguranca/duas-etapas/desativar */
export async function disableTwoFactor(input: TwoFactorConfirmInput): Promise<void> {
  await call(twoFactorContract.disable, { body: input });
}
