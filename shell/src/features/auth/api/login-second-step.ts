import { call } from '@pagora/shared/client';
import { twoFactorContract, type LoginAnswer, type LoginSecondStepInput } from '@pagora/shared/contracts';

/** POST /api/login/duas-etapas: the challenge and a code of the app (or a recovery code). */
export function loginSecondStep(input: LoginSecondStepInput): Promise<LoginAnswer> {
  return call(twoFactorContract.loginSecondStep, { body: input });
}
