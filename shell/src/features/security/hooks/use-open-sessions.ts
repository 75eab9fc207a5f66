import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import type { OpenSession } from '@pagora/shared/contracts';
import { getOpenSessions } from '../api/open-sessions';

export type SessionsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; sessions: OpenSession[] };

/** The open sessions as the server has them; `reload` after ending any. */
export function useOpenSessions() {
  const [state, setState] = useState<SessionsState>({ status: 'loading' });
  const reload = useCallback(() => {
    getOpenSessions().then(
      (sessions) => setState({ status: 'ready', sessions }),
      (err: unknown) =>
        setState({ status: 'error', message: messageOf(err, 'Erro ao carregar as sessões abertas.') }),
    );
  }, []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);
  useEffect(reload, [reload]);
  return { state, reload, retry };
}
