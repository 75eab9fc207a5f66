import { useCallback } from 'react';
import { useSession } from '@pagora/shared/client';
import { logout } from '../api/logout';

/** 'Sair': revoke the token, then forget everything the browser stored. */
export function useLogout() {
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // the token may already be revoked or the server away: the local session ends regardless
    }
    useSession.getState().clear();
  }, []);
}
