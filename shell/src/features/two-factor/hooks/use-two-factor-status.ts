import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import type { TwoFactorStatus } from '@pagora/shared/contracts';
import { getTwoFactorStatus } from '../api/get-status';

export type StatusState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: TwoFactorStatus };

/** The person's two-step sign-in as the server has it; `reload` after any change. */
export function useTwoFactorStatus() {
  const [state, setState] = useState<StatusState>({ status: 'loading' });
  const reload = useCallback(() => {
    getTwoFactorStatus().then(
      (data) => setState({ status: 'ready', data }),
      (err: unknown) =>
        setState({
          status: 'error',
          message: messageOf(err, 'Erro ao carregar a verificação em duas etapas.'),
        }),
    );
  }, []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);
  useEffect(reload, [reload]);
  return { state, reload, retry };
}
