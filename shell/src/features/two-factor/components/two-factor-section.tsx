import { useState } from 'react';
import { Alert, Button, ErrorState, Spinner } from '@pagora/shared/ui/core';
import { disableTwoFactor } from '../api/disable';
import { regenerateCodes } from '../api/regenerate-codes';
import { useTwoFactorStatus } from '../hooks/use-two-factor-status';
import { ConfirmForm } from './confirm-form';
import { PasskeyList } from './passkey-list';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';
import styles from './two-factor.module.css';

type Panel =
  | { kind: 'none' }
  | { kind: 'setup' }
  | { kind: 'disable' }
  | { kind: 'regenerate' }
  | { kind: 'codes'; codes: string[] };

/**
 * 'Segurança' › two-step sign-in (issue 39): its state, turning the app on and off, new recovery
 * codes, and passkeys. Mounted by the 'Segurança' page inside its own card.
 */
export function TwoFactorSection() {
  const { state, reload, retry } = useTwoFactorStatus();
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const close = () => {
    setPanel({ kind: 'none' });
    reload();
  };

  if (state.status === 'loading') return <Spinner label="Carregando..." />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={retry} />;
  const { data } = state;

  if (panel.kind === 'setup') return <TotpSetup onDone={close} onCancel={close} />;
  if (panel.kind === 'codes') return <RecoveryCodes codes={panel.codes} onDone={close} />;

  return (
    <div className={styles.panel}>
      <p role="status">
        {data.enabled ? 'Verificação em duas etapas ativada.' : 'Verificação em duas etapas desativada.'}
        {data.enabled ? ` Códigos de recuperação restantes: ${data.recoveryCodesLeft}.` : ''}
      </p>
      {data.required ? (
        <Alert tone="info">A verificação em duas etapas é obrigatória para a sua conta.</Alert>
      ) : null}
      <div className={styles.actions}>
        {!data.totp ? (
          <Button type="button" onClick={() => setPanel({ kind: 'setup' })}>
            Ativar verificação em duas etapas
          </Button>
        ) : null}
        {data.enabled ? (
          <Button type="button" variant="secondary" onClick={() => setPanel({ kind: 'regenerate' })}>
            Gerar novos códigos
          </Button>
        ) : null}
        {data.enabled && !data.required ? (
          <Button type="button" variant="danger" onClick={() => setPanel({ kind: 'disable' })}>
            Desativar
          </Button>
        ) : null}
      </div>
      {panel.kind === 'regenerate' ? (
        <ConfirmForm
          askCode
          submitLabel="Gerar novos códigos"
          onCancel={close}
          onSubmit={async (values) => {
            const { recoveryCodes } = await regenerateCodes(values);
            setPanel({ kind: 'codes', codes: recoveryCodes });
          }}
        />
      ) : null}
      {panel.kind === 'disable' ? (
        <ConfirmForm
          askCode
          danger
          submitLabel="Desativar verificação em duas etapas"
          onCancel={close}
          onSubmit={async (values) => {
            await disableTwoFactor(values);
            close();
          }}
        />
      ) : null}
      <h3>Chaves de acesso (passkeys)</h3>
      <PasskeyList
        passkeys={data.passkeys}
        onChanged={reload}
        onFirstCodes={(codes) => setPanel({ kind: 'codes', codes })}
      />
    </div>
  );
}
