import { Link, useSearchParams } from 'react-router-dom';
import { paths, useSession } from '@pagora/shared/client';
import { EMAIL_VERIFICATION_MESSAGES as M } from '@pagora/shared/contracts';
import { Alert, Button } from '@pagora/shared/ui/core';
// The sign-in screens' card and styles: this screen is opened from the e-mail, like the reset.
import { AuthCard } from '../../../components/auth-card';
import styles from '../../../components/auth.module.css';
import { getMe } from '../../../lib/get-me';
import { usePasswordRequest } from '../../../lib/use-password-request';
import { verifyEmail } from '../api/email-confirmation';

/**
 * '/confirmar-email?token=…': the link from the e-mail. Confirmed by a click, not on opening: a
 * mail scanner that opens links must not spend the single-use token. A signed-in customer's
 * session is refreshed, so its payments show at once.
 */
export function ConfirmEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const signedIn = useSession((s) => Boolean(s.token));
  const { submit, loading, error, done } = usePasswordRequest(async (input: { token: string }) => {
    const message = await verifyEmail(input);
    if (useSession.getState().token) {
      const me = await getMe().catch(() => null);
      if (me) useSession.getState().setUser(me.user);
    }
    return message;
  });
  const next = signedIn ? (
    <Link to={paths.root.getHref()}>Ir para minha conta</Link>
  ) : (
    <Link to={paths.login.getHref()}>Entrar</Link>
  );

  return (
    <AuthCard title="Confirme seu email" subtitle="Confirme que este endereço é seu">
      {done ? (
        <Alert tone="success">
          {done} {next}
        </Alert>
      ) : token ? (
        <div className={styles.form}>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Button block loading={loading} loadingText="Confirmando..." onClick={() => void submit({ token })}>
            Confirmar meu email
          </Button>
        </div>
      ) : (
        <Alert tone="error">{M.tokenRequired}</Alert>
      )}
      <p className={styles.switch}>{next}</p>
    </AuthCard>
  );
}
