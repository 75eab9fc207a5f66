import { useState, type FormEvent } from 'react';
import { messageOf, toApiError } from '@pagora/shared/client';
import { Alert, Button, Input, PasswordInput } from '@pagora/shared/ui/core';
import styles from './two-factor.module.css';

export type ConfirmValues = { password: string; code: string };

/**
 * The password (and, with `askCode`, a current code of the app or a recovery code) that
 * confirm a change; the server's pt-BR message shows on the field it names.
 */
export function ConfirmForm({
  askCode,
  codeLabel = 'Código do aplicativo ou de recuperação',
  submitLabel,
  danger,
  onSubmit,
  onCancel,
}: {
  askCode: boolean;
  codeLabel?: string;
  submitLabel: string;
  danger?: boolean;
  onSubmit: (values: ConfirmValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<ConfirmValues>({ password: '', code: '' });
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.password) return setError({ message: 'Informe sua senha.', field: 'password' });
    if (askCode && !values.code.trim()) return setError({ message: 'Informe o código.', field: 'code' });
    setBusy(true);
    setError(null);
    try {
      await onSubmit(values);
    } catch (err) {
      const { field } = toApiError(err);
      setError({
        message: messageOf(err, 'Não foi possível concluir. Tente novamente.'),
        ...(field ? { field } : {}),
      });
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (name: string) => (error?.field === name ? error.message : undefined);

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate>
      {error && !error.field ? <Alert tone="error">{error.message}</Alert> : null}
      {askCode ? (
        <Input
          label={codeLabel}
          name="code"
          autoComplete="one-time-code"
          value={values.code}
          onChange={(e) => setValues({ ...values, code: e.target.value })}
          error={fieldError('code') ?? fieldError('recoveryCode')}
        />
      ) : null}
      <PasswordInput
        label="Sua senha"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        error={fieldError('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
