import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '@pagora/shared/client/core';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { LoginAnswer } from '@pagora/shared/contracts';
import { LOGIN_FAILED, LOGIN_SUCCESS } from './use-login';

export const PASSKEY_CANCELLED = 'A chave de acesso não foi usada. Tente novamente ou use um código.';

// Loaded with the second step only: the login page's first load stays without axios and WebAuthn.
const loadClient = () =>
  Promise.all([
    import('../api/login-second-step'),
    import('../api/login-passkey-options'),
    import('../api/login-passkey'),
    import('@pagora/shared/client'),
  ]).then(([step, options, passkey, { toApiError }]) => ({
    loginSecondStep: step.loginSecondStep,
    loginPasskeyOptions: options.loginPasskeyOptions,
    loginWithPasskey: passkey.loginWithPasskey,
    toApiError,
  }));

type Client = Awaited<ReturnType<typeof loadClient>>;

/**
 * The login's second step: a code of the app, a recovery code or a passkey, then the session as
 * after a password. An expired challenge sends the person back to the password (`onExpired`).
 */
export function useSecondStep(challenge: string, onExpired: (message: string) => void) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (attempt: (client: Client) => Promise<LoginAnswer>) => {
      setLoading(true);
      setError(null);
      const client = await loadClient().catch(() => null);
      if (!client) {
        setLoading(false);
        return setError(LOGIN_FAILED);
      }
      try {
        const answer = await attempt(client);
        useSession.getState().signIn(answer);
        toast.success(LOGIN_SUCCESS);
      } catch (e) {
        const apiError = client.toApiError(e);
        if (apiError.code === 'challenge_expired') onExpired(apiError.message);
        else
          setError(
            apiError.status === null && apiError.code !== 'NETWORK_ERROR'
              ? PASSKEY_CANCELLED
              : apiError.message,
          );
      } finally {
        setLoading(false);
      }
    },
    [onExpired],
  );

  const withCode = useCallback(
    (code: string) => run((c) => c.loginSecondStep({ challenge, code })),
    [run, challenge],
  );
  const withRecoveryCode = useCallback(
    (recoveryCode: string) => run((c) => c.loginSecondStep({ challenge, recoveryCode })),
    [run, challenge],
  );
  const withPasskey = useCallback(
    () =>
      run(async (c) => {
        const options = await c.loginPasskeyOptions(challenge);
        const { startAuthentication } = await import('@simplewebauthn/browser');
        const response = await startAuthentication({
          optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
        });
        return c.loginWithPasskey(challenge, response as unknown as Record<string, unknown>);
      }),
    [run, challenge],
  );
  return { loading, error, withCode, withRecoveryCode, withPasskey };
}
