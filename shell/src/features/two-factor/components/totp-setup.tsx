import { useEffect, useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import type { TotpSetup as Setup } from '@pagora/shared/contracts';
import { Alert, CopyButton, ErrorState, Spinner } from '@pagora/shared/ui/core';
import { confirmTotp } from '../api/confirm-totp';
import { startTotp } from '../api/start-totp';
import { ConfirmForm } from './confirm-form';
import { RecoveryCodes } from './recovery-codes';
import styles from './two-factor.module.css';

type State =
  | { step: 'loading' }
  | { step: 'error'; message: string }
  | { step: 'scan'; setup: Setup }
  | { step: 'codes'; codes: string[] };

/**
 * Turns the authenticator app on: the QR code (the server's SVG) and the secret to type, then a
 * code of it and the password, then the recovery codes once.
 */
export function TotpSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const [state, setState] = useState<State>({ step: 'loading' });
  const begin = () => {
    setState({ step: 'loading' });
    startTotp().then(
      (setup) => setState({ step: 'scan', setup }),
      (err: unknown) =>
        setState({ step: 'error', message: messageOf(err, 'Erro ao iniciar a configuração.') }),
    );
  };
  useEffect(begin, []);

  if (state.step === 'loading') return <Spinner label="Preparando a configuração..." />;
  if (state.step === 'error') return <ErrorState message={state.message} onRetry={begin} />;
  if (state.step === 'codes') return <RecoveryCodes codes={state.codes} onDone={onDone} />;
  const { setup } = state;
  return (
    <div className={styles.panel}>
      <p>
        1. Escaneie o QR code com o seu aplicativo autenticador (Google Authenticator, Authy, 1Password...).
      </p>
      <img
        className={styles.qr}
        alt="QR code para o aplicativo autenticador"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
      />
      <Alert tone="info">
        Sem câmera? Digite esta chave no aplicativo: <span className={styles.secret}>{setup.secret}</span>{' '}
        <CopyButton text={setup.secret} label="Copiar chave" variant="ghost" />
      </Alert>
      <p>2. Informe o código de 6 dígitos que o aplicativo mostra e a sua senha.</p>
      <ConfirmForm
        askCode
        codeLabel="Código do aplicativo"
        submitLabel="Ativar"
        onCancel={onCancel}
        onSubmit={async (values) => {
          const { recoveryCodes } = await confirmTotp(values);
          setState({ step: 'codes', codes: recoveryCodes });
        }}
      />
    </div>
  );
}
