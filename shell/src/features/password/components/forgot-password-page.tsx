import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths, useFormState } from '@pagora/shared/client';
import { forgotPasswordSchema } from '@pagora/shared/contracts';
import { Alert, Button, Input } from '@pagora/shared/ui/core';
// The sign-in screens' card and styles: these screens are the login's siblings.
import { AuthCard } from '../../../components/auth-card';
import styles from '../../../components/auth.module.css';
import { requestPasswordReset } from '../api/password-reset';
import { usePasswordRequest } from '../../../lib/use-password-request';

/** '/esqueci-senha': asks for a reset link; the answer never tells whether the e-mail exists. */
export function ForgotPasswordPage() {
  const form = useFormState(forgotPasswordSchema, { email: '' });
  const { submit, loading, error, done } = usePasswordRequest(requestPasswordReset);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse(form.values);
    if (!parsed.success) return form.touchAll();
    void submit(parsed.data);
  };

  return (
    <AuthCard title="Esqueci minha senha" subtitle="Informe seu email para receber um link de redefinição">
      {done ? (
        <Alert tone="success">{done}</Alert>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Input
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="seu@email.com"
            value={form.values.email}
            onChange={(e) => form.setField('email', e.target.value)}
            error={form.errors.email}
          />
          <Button
            type="submit"
            block
            disabled={form.hasVisibleErrors}
            loading={loading}
            loadingText="Enviando..."
          >
            Enviar link
          </Button>
        </form>
      )}
      <p className={styles.switch}>
        Lembrou a senha? <Link to={paths.login.getHref()}>Voltar ao login</Link>
      </p>
    </AuthCard>
  );
}
