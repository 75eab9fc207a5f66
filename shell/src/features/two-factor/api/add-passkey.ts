import { call } from '@pagora/shared/client';
import { twoFactorContract } from '@pagora/shared/contracts';

/** POST /api/seguranca/duas-etapas/passkeys: the browser's answer, verified and stored. */
export function addPasskey(name: string, response: Record<string, unknown>) {
  return call(twoFactorContract.addPasskey, { body: { name, response } });
}
