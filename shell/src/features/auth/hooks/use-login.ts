import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '@pagora/shared/client/core';
import type { LoginInput } from '@pagora/shared';
import type { LoginChallenge } from '@pagora/shared/contracts';

export const LOGIN_SUCCESS = 'Login realizado com sucesso!';
export const LOGIN_WRONG_CREDENTIALS = 'Email ou senha incorretos';
export const LOGIN_FAILED = 'Login falhou!';

// The API client (axios) and the accounts contract (zod) load with the first submit, not with the
// login form: a visitor who has not signed in yet never downloads them.
const loadClient = () =>
  Promise.all([import('../api/login'), import('@pagora/shared/client')]).then(
    ([{ login }, { toApiError }]) => ({
      login,
      toApiError,
    }),
  );

/**
 * Signs in; on success the guards move the user to their landing page. A person with a second
 * factor gets `challenge` instead: the page then shows the second step (second-step-form.tsx).
 */
export function useLogin() {
  // This form's own call, not the session's start-up flag: the build paints /login before the
  // session is restored (prerender.tsx), and its button must read 'Entrar' there, not 'Entrando...'.
  const [loading, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const error = useSession((s) => s.error);
  const submit = useCallback(async (input: LoginInput) => {
    setSubmitting(true);
    try {
      setChallenge(await signIn(input));
    } finally {
      setSubmitting(false);
    }
  }, []);
  /** The second step's challenge expired: back to the password, with the server's words. */
  const expire = useCallback((message: string) => {
    setChallenge(null);
    useSession.getState().setError(message);
  }, []);
  return { submit, loading, error, challenge, expire };
}

async function signIn(input: LoginInput): Promise<LoginChallenge | null> {
  const session = useSession.getState();
  session.setLoading(true);
  session.setError(null);
  const fail = (message: string) => {
    session.setError(message);
    session.setLoading(false);
  };
  const client = await loadClient().catch(() => null);
  if (!client) {
    fail(LOGIN_FAILED);
    return null;
  }
  try {
    const answer = await client.login(input);
    if ('twoFactorRequired' in answer) {
      session.setLoading(false);
      return answer;
    }
    session.signIn(answer);
    toast.success(LOGIN_SUCCESS);
  } catch (e) {
    const apiError = client.toApiError(e);
    // Wrong credentials read the screen's words; anything else (rate limit, network) the server's.
    fail(
      apiError.status === 401 || apiError.status === 400
        ? LOGIN_WRONG_CREDENTIALS
        : apiError.status === null
          ? apiError.message
          : apiError.message || LOGIN_FAILED,
    );
  }
  return null;
}
