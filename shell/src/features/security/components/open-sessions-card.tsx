import { useState } from 'react';
import toast from 'react-hot-toast';
import { formatDateTime } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import type { OpenSession } from '@pagora/shared/contracts';
import { Card, EmptyState, ErrorState, Spinner } from '@pagora/shared/ui/core';
import { endOtherSessions, endSession } from '../api/open-sessions';
import { useOpenSessions } from '../hooks/use-open-sessions';
import { ConfirmedAction } from './session-actions';
import styles from './security.module.css';

export const END_FAILED = 'Não foi possível encerrar a sessão. Tente novamente.';

function SessionRow({ s, busy, onEnd }: { s: OpenSession; busy: boolean; onEnd: () => void }) {
  return (
    <tr>
      <td>
        {s.device}
        {s.current ? <span className={styles.badge}>Esta sessão</span> : null}
      </td>
      <td>{s.place}</td>
      <td>{s.ip}</td>
      <td>{s.business}</td>
      <td>{formatDateTime(s.lastSeenAt ?? s.createdAt)}</td>
      <td>
        {s.current ? null : (
          <ConfirmedAction
            label="Encerrar"
            ariaLabel={`Encerrar a sessão ${s.device}`}
            question="Encerrar esta sessão?"
            busy={busy}
            onConfirm={onEnd}
          />
        )}
      </td>
    </tr>
  );
}

/**
 * 'Sessões abertas': where the person is signed in (device, approximate place, address, the
 * business acted for, last seen). Any other session is ended at once on every server; this one
 * is ended by 'Sair'.
 */
export function OpenSessionsCard() {
  const { state, reload, retry } = useOpenSessions();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      toast.success((await work()).message);
    } catch (err) {
      toast.error(messageOf(err, END_FAILED));
    } finally {
      setBusy(false);
      reload();
    }
  };
  const others = state.status === 'ready' && state.sessions.some((s) => !s.current);
  return (
    <Card title="Sessões abertas">
      {state.status === 'loading' ? <Spinner centered label="Carregando sessões..." /> : null}
      {state.status === 'error' ? <ErrorState message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' && state.sessions.length === 0 ? (
        <EmptyState title="Nenhuma sessão aberta" />
      ) : null}
      {state.status === 'ready' && state.sessions.length > 0 ? (
        <>
          {/* At 390 px the table scrolls sideways: a named region a keyboard can reach. */}
          <div className={styles.tableWrap} role="region" aria-label="Sessões abertas" tabIndex={0}>
            <table className={styles.table}>
              <caption className={styles.srOnly}>Sessões abertas</caption>
              <thead>
                <tr>
                  <th scope="col">Dispositivo</th>
                  <th scope="col">Local</th>
                  <th scope="col">Endereço</th>
                  <th scope="col">Negócio</th>
                  <th scope="col">Último acesso</th>
                  <th scope="col">
                    <span className={styles.srOnly}>Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.sessions.map((s) => (
                  <SessionRow key={s.id} s={s} busy={busy} onEnd={() => void run(() => endSession(s.id))} />
                ))}
              </tbody>
            </table>
          </div>
          {others ? (
            <div className={styles.actions}>
              <ConfirmedAction
                label="Encerrar todas as outras sessões"
                question="Encerrar todas as outras sessões?"
                busy={busy}
                onConfirm={() => void run(endOtherSessions)}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
