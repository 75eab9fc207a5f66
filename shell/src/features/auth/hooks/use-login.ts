import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { toApiError, useSession } from '@pagora/shared/client';
import type { LoginInput } from '@pagora/shared';
import { login } from '../api/login';

export const LOGIN_SUCCESS = 'Login realizado com sucesso!';
export const LOGIN_WRONG_CREDENTIALS = 'Email ou senha incorretos';
export const LOGIN_FAILED = 'Login falhou!';

/** Signs in; on success the guards move the user to their landing page. */
export function useLogin() {
  const loading = useSession((s) => s.loading);
  const error = useSession((s) => s.error);
  const submit = useCallback(async (input: LoginInput) => {
    const session = useSession.getState();
    session.setLoading(true);
    session.setError(null);
    try {
      const answer = await login(input);
      session.signIn(answer);
      toast.success(LOGIN_SUCCESS);
    } catch (e) {
      const apiError = toApiError(e);
      // Wrong credentials read the screen's words; anything else (rate limit, network) the server's.
      const message =
        apiError.status === 401 || apiError.status === 400
          ? LOGIN_WRONG_CREDENTIALS
          : apiError.status === null
            ? apiError.message
            : apiError.message || LOGIN_FAILED;
      session.setError(message);
      session.setLoading(false);
    }
  }, []);
  return { submit, loading, error };
}
