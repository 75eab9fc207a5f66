import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { signupSchema } from '@pagora/shared';
import { paths, useFormState } from '@pagora/shared/client';
import { Alert, Button, Input, NewPasswordPair } from '@pagora/shared/ui/core';
import { useSignup } from '../hooks/use-signup';
import { AuthCard } from '../../../components/auth-card';
import styles from '../../../components/auth.module.css';

/** The sign-up screen, in pt-BR like the rest of the product (spec 000's English is a leftover). */
export function SignupPage() {
  const form = useFormState(signupSchema, { name: '', email: '', password: '', confirmPassword: '' });
  const { submit, loading, error } = useSignup();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signupSchema.safeParse(form.values);
    if (!parsed.success) {
      form.touchAll();
      return;
    }
    if (await submit(parsed.data)) navigate(paths.login.getHref());
  };

  return (
    <AuthCard title="Criar conta" subtitle="Cadastre-se para começar">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Input
          label="Nome completo"
          name="name"
          autoComplete="name"
          value={form.values.name}
          onChange={(e) => form.setField('name', e.target.value)}
          error={form.errors.name}
        />
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(e) => form.setField('email', e.target.value)}
          error={form.errors.email}
        />
        <NewPasswordPair
          form={form}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          labels={{ password: 'Senha', confirm: 'Confirmar senha' }}
        />
        <Button
          type="submit"
          block
          disabled={form.hasVisibleErrors}
          loading={loading}
          loadingText="Criando conta..."
        >
          Criar conta
        </Button>
      </form>
      <p className={styles.switch}>
        Já tem uma conta? <Link to={paths.login.getHref()}>Entrar</Link>
      </p>
    </AuthCard>
  );
}
