import { call, accountsContract } from '@pagora/shared/client';

/** POST /api/logout: revokes the token on the server (204). */
export async function logout(): Promise<void> {
  await call(accountsContract.logout, {});
}
