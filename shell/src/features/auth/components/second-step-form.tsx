import { useState, type FormEvent } from 'react';
import type { LoginChallenge } from '@pagora/shared/contracts';
import { Alert, Button, Input } from '@pagora/shared/ui/core';
import { useSecondStep } from '../hooks/use-second-step';
import styles from '../../../components/auth.module.css';

export const SECOND_STEP_TITLE = 'Verificação em duas etapas';
const CODE_PATTERN = /^\d{6}$/;

/**
 * The login's second step (issue 39): the app's six digits by default, a recovery code on
 * request, and a passkey when the person has one and the browser can use it.
 */
export function SecondStepForm({
  challenge,
  onExpired,
}: {
  challenge: LoginChallenge;
  onExpired: (message: string) => void;
}) {
  const hasTotp = challenge.methods.includes('totp');
  const [mode, setMode] = useState<'totp' | 'recovery'>(hasTotp ? 'totp' : 'recovery');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { loading, error, withCode, withRecoveryCode, withPasskey } = useSecondStep(
    challenge.challenge,
    onExpired,
  );
  const passkeyOffered =
    challenge.methods.includes('passkey') && typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.replace(/\s/g, '');
    if (mode === 'totp' && !CODE_PATTERN.test(typed)) return setFieldError('Informe o código de 6 dígitos.');
    if (mode === 'recovery' && typed.length < 10) return setFieldError('Informe um código de recuperação.');
    setFieldError(undefined);
    void (mode === 'totp' ? withCode(typed) : withRecoveryCode(value.trim()));
  };
  const switchTo = (next: 'totp' | 'recovery') => {
    setMode(next);
    setValue('');
    setFieldError(undefined);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={SECOND_STEP_TITLE}>
      <h2>{SECOND_STEP_TITLE}</h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {mode === 'totp' ? (
        <Input
          label="Código do aplicativo"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="000000"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={fieldError}
        />
      ) : (
        <Input
          label="Código de recuperação"
          name="recoveryCode"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={fieldError}
        />
      )}
      <Button type="submit" block loading={loading} loadingText="Verificando...">
        Verificar
      </Button>
      {mode === 'totp' && challenge.methods.includes('recovery') ? (
        <Button type="button" variant="ghost" onClick={() => switchTo('recovery')}>
          Usar um código de recuperação
        </Button>
      ) : null}
      {mode === 'recovery' && hasTotp ? (
        <Button type="button" variant="ghost" onClick={() => switchTo('totp')}>
          Usar o código do aplicativo
        </Button>
      ) : null}
      {passkeyOffered ? (
        <Button type="button" variant="secondary" disabled={loading} onClick={() => void withPasskey()}>
          Usar chave de acesso (passkey)
        </Button>
      ) : null}
    </form>
  );
}
