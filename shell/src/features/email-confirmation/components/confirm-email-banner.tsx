import { useState } from 'react';
import toast from 'react-hot-toast';
import { messageOf, roleOf, useSession } from '@pagora/shared/client';
import { Alert, Button } from '@pagora/shared/ui/core';
import { resendVerification } from '../api/email-confirmation';

const RESEND_FAILED = 'Não foi possível reenviar o email. Tente novamente.';

/**
 * Above every page of a customer who has not confirmed its e-mail: until then the API answers its
 * payments, subscriptions and cards with 403, and this says why and offers a new link. Shown only
 * when the server said `false` (a user stored before the field existed is refreshed by /me first).
 */
export function ConfirmEmailBanner() {
  const user = useSession((s) => s.user);
  const [sending, setSending] = useState(false);
  if (roleOf(user) !== 'customer' || user?.emailVerified !== false) return null;

  const resend = async () => {
    setSending(true);
    try {
      toast.success(await resendVerification());
    } catch (e) {
      toast.error(messageOf(e, RESEND_FAILED));
    } finally {
      setSending(false);
    }
  };
  return (
    <Alert tone="info">
      <strong>Confirme seu email</strong>
      <p>
        Enviamos um link de confirmação para {user.email}. Seus pagamentos, assinaturas e cartões aparecem
        aqui depois que você confirmar o endereço.
      </p>
      <Button variant="secondary" onClick={() => void resend()} loading={sending} loadingText="Enviando...">
        Reenviar email
      </Button>
    </Alert>
  );
}
