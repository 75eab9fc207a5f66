import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import {
  FORM_HAS_ERRORS_MESSAGE,
  loginInput,
  paths,
  useValidatedForm,
  validateLogin,
} from '@pagora/shared/client/core';
import { useHydrated } from '@pagora/shared/frame';
import { Alert, Button, Input, PasswordInput } from '@pagora/shared/ui/core';
import { useLogin } from '../hooks/use-login';
import { SecondStepForm } from './second-step-form';
import { AuthCard } from '../../../components/auth-card';
import styles from '../../../components/auth.module.css';

/**
 * The login screen. Its first load carries neither zod nor axios (its budget: e2e/tests/budgets.spec.ts):
 * the form checks `loginSchema`'s rules through `validateLogin`, and the API client loads on submit.
 */
export function LoginPage() {
  const form = useValidatedForm(validateLogin, { email: '', password: '' });
  const { submit, loading, error, challenge, expire } = useLogin();
  // The build paints this screen into /login (prerender.tsx): until the scripts hydrate it, its
  // fields take no typing (the form's state would never see it) and its buttons no click.
  const hydrated = useHydrated();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(form.allErrors).length > 0) {
      form.touchAll();
      toast.error(FORM_HAS_ERRORS_MESSAGE);
      return;
    }
    void submit(loginInput(form.values));
  };

  if (challenge)
    return (
      <AuthCard title="Entrar" subtitle="Confirme que é você">
        <SecondStepForm challenge={challenge} onExpired={expire} />
      </AuthCard>
    );

  return (
    <AuthCard title="Entrar" subtitle="Acesse sua conta para continuar">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="seu@email.com"
          readOnly={!hydrated}
          value={form.values.email}
          onChange={(e) => form.setField('email', e.target.value)}
          error={form.errors.email}
        />
        <PasswordInput
          label="Senha"
          name="password"
          autoComplete="current-password"
          placeholder="Sua senha"
          readOnly={!hydrated}
          value={form.values.password}
          onChange={(e) => form.setField('password', e.target.value)}
          error={form.errors.password}
        />
        <p className={styles.switch}>
          <Link to={paths.forgotPassword.getHref()}>Esqueci minha senha</Link>
        </p>
        <Button
          type="submit"
          block
          disabled={!hydrated || form.hasVisibleErrors}
          loading={loading}
          loadingText="Entrando..."
        >
          Entrar
        </Button>
      </form>
      <p className={styles.note}>
        <LockIcon /> Seus dados estão protegidos com criptografia SSL
      </p>
      <p className={styles.switch}>
        Não tem uma conta? <Link to={paths.signup.getHref()}>Criar conta</Link>
      </p>
    </AuthCard>
  );
}

/** A drawn padlock: an emoji renders as an empty box on systems without an emoji font. */
function LockIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-icon="lock"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
