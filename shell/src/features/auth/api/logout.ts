import { api } from '@pagora/shared/client';

/** POST /api/logout: revokes the token on the server. */
export async function logout(): Promise<void> {
  await api.post('/logout');
}
