import { call } from '@pagora/shared/client';
import { twoFactorContract } from '@pagora/shared/contracts';

/** POST /api/login/duas-etapas/passkey/opcoes: the assertion options for the login's person. */
export function loginPasskeyOptions(challenge: string): Promise<Record<string, unknown>> {
  return call(twoFactorContract.loginPasskeyOptions, { body: { challenge } });
}
