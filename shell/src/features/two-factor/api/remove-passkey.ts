import { call } from '@pagora/shared/client';
import { twoFactorContract } from '@pagora/shared/contracts';

/** DELETE /api/seguranca/duas-etapas/passkeys/:id (the password confirms it). */
export async function removePasskey(id: string, password: string): Promise<void> {
  await call(twoFactorContract.removePasskey, { params: { id }, body: { password } });
}
