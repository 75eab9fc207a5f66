import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { paths, useFormState } from '@pagora/shared/client';
import { newPasswordFormSchema, PASSWORD_RESET_MESSAGES } from '@pagora/shared/contracts';
import { Alert, Button, NewPasswordPair } from '@pagora/shared/ui/core';
// The sign-in screens' card and styles: these screens are the login's siblings.
import { AuthCard } from '../../../components/auth-card';
import styles from '../../../components/auth.module.css';
import { resetPassword } from '../api/password-reset';
import { usePasswordRequest } from '../../../lib/use-password-request';

/** '/redefinir-senha?token=…': the link from the e-mail sets a new password, then the user signs in. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const form = useFormState(newPasswordFormSchema, { password: '', confirmPassword: '' });
  const { submit, loading, error } = usePasswordRequest(resetPassword);
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordFormSchema.safeParse(form.values);
    if (!parsed.success) return form.touchAll();
    if (await submit({ token, ...parsed.data })) {
      toast.success(PASSWORD_RESET_MESSAGES.done);
      navigate(paths.login.getHref());
    }
  };

  const newLink = <Link to={paths.forgotPassword.getHref()}>Pedir um novo link</Link>;
  return (
    <AuthCard title="Redefinir senha" subtitle="Escolha uma nova senha para sua conta">
      {token ? (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {error ? (
            <Alert tone="error">
              {error} {newLink}
            </Alert>
          ) : null}
          <NewPasswordPair form={form} names={{ password: 'password', confirm: 'confirmPassword' }} />
          <Button
            type="submit"
            block
            disabled={form.hasVisibleErrors}
            loading={loading}
            loadingText="Salvando..."
          >
            Redefinir senha
          </Button>
        </form>
      ) : (
        <Alert tone="error">
          {PASSWORD_RESET_MESSAGES.tokenRequired} {newLink}
        </Alert>
      )}
      <p className={styles.switch}>
        <Link to={paths.login.getHref()}>Voltar ao login</Link>
      </p>
    </AuthCard>
  );
}
