import { useCallback, useState } from 'react';
import { messageOf } from '@pagora/shared/client';

export const REQUEST_FAILED = 'Não foi possível concluir o pedido. Tente novamente.';

/** Loading, error and the API's answer of one submit, for both password screens. */
export function usePasswordRequest<I>(send: (input: I) => Promise<string>) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = useCallback(
    async (input: I): Promise<boolean> => {
      setLoading(true);
      setError(null);
      try {
        setDone(await send(input));
        return true;
      } catch (e) {
        setError(messageOf(e, REQUEST_FAILED));
        return false;
      } finally {
        setLoading(false);
      }
    },
    [send],
  );
  return { submit, loading, error, done };
}
