import { useCallback, useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { addPasskey } from '../api/add-passkey';
import { passkeyOptions } from '../api/passkey-options';

export const PASSKEY_NOT_ADDED = 'A chave de acesso não foi adicionada. Tente novamente.';

/** Whether this browser can make a passkey at all. */
export const browserHasPasskeys = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/**
 * Registers a passkey: the server's options, the browser's prompt, the server's check. Answers
 * the recovery codes when it was the person's first factor.
 */
export function useAddPasskey(onAdded: (recoveryCodes: string[] | undefined) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = useCallback(
    async (name: string) => {
      setBusy(true);
      setError(null);
      try {
        const options = await passkeyOptions();
        const { startRegistration } = await import('@simplewebauthn/browser');
        const response = await startRegistration({
          optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
        });
        const added = await addPasskey(name, response as unknown as Record<string, unknown>);
        onAdded(added.recoveryCodes);
      } catch (err) {
        setError(messageOf(err, PASSKEY_NOT_ADDED));
      } finally {
        setBusy(false);
      }
    },
    [onAdded],
  );
  return { add, busy, error };
}
