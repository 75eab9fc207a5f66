import { call } from '@pagora/shared/client';
import { twoFactorContract, type LoginAnswer } from '@pagora/shared/contracts';

/** POST /api/login/duas-etapas/passkey: the passkey's assertion instead of a code. */
export function loginWithPasskey(challenge: string, response: Record<string, unknown>): Promise<LoginAnswer> {
  return call(twoFactorContract.loginPasskey, { body: { challenge, response } });
}
