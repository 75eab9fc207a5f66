import { call } from '@pagora/shared/client';
import { twoFactorContract } from '@pagora/shared/contracts';

/** POST /api/seguranca/duas-etapas/passkeys/opcoes: the browser's registration options. */
export function passkeyOptions(): Promise<Record<string, unknown>> {
  return call(twoFactorContract.passkeyOptions, {});
}
