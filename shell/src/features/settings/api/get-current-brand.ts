import { accountsContract, call } from '@pagora/shared/client';
import type { BrandSettings } from '@pagora/shared/contracts';

/**
 * The marketplace's brand as the server holds it now (`GET /api/me`): the session's copy dates from
 * the login, and another tab or another owner may have changed it since.
 */
export async function getCurrentBrand(): Promise<BrandSettings> {
  const { settings } = await call(accountsContract.me, {});
  return settings;
}
