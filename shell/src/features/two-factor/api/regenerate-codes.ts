import { call } from '@pagora/shared/client';
import {
  twoFactorContract,
  type RecoveryCodesAnswer,
  type TwoFactorConfirmInput,
} from '@pagora/shared/contracts';

/** POST /api/seguranca/duas-etapas/codigos: ten new recovery codes, the old ones void. */
export function regenerateCodes(input: TwoFactorConfirmInput): Promise<RecoveryCodesAnswer> {
  return call(twoFactorContract.regenerateCodes, { body: input });
}
