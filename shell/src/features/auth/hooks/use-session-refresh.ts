import { useEffect } from 'react';
import { useSession } from '@pagora/shared/client/core';

/**
 * The stored session is trusted at start (the spec restores it when user and token exist);
 * this then asks the server once whether the token still holds and refreshes user and brand.
 * A 401 clears the session through the API client, and the guards go to /login.
 * The API client loads only here, with a token: the signed-out login page never downloads it.
 */
export function useSessionRefresh() {
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token) return;
    let current = true;
    import('../../../lib/get-me')
      .then(({ getMe }) => getMe())
      .then(({ user, settings }) => {
        if (!current || useSession.getState().token !== token) return;
        useSession.getState().setUser(user);
        if (settings) useSession.getState().setSettings(settings);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // Only once per token: a fresh login already carries the user.
  }, [token]);
}
