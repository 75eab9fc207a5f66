import { useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import { Alert, Spinner, notify } from '@pagora/shared/ui';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences';
import styles from './sent-mail.module.css';

export const NEW_SALE_LABEL = 'Receber email a cada nova venda';

/**
 * 'Preferências de email' (issue 23): the seller turns 'Você recebeu um pagamento' on or off. The
 * same switch the e-mail's own unsubscribe link turns off; receipts, security and billing notices
 * are always sent.
 */
export function MailPreferencesSection() {
  const prefs = useMailPreferences();
  const save = useSaveMailPreferences();
  // The box follows the click at once, in the click's own render (a controlled box whose value
  // changed only when the mutation's state arrived was first put back by React, so the click
  // seemed lost); a refusal puts the server's value back.
  const [clicked, setClicked] = useState<boolean | null>(null);
  const checked = clicked ?? prefs.data?.dados.newSale ?? true;
  const toggle = (newSale: boolean) => {
    setClicked(newSale);
    save.mutate(
      { newSale },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(messageOf(error, 'Erro ao salvar as preferências de email.')),
        onSettled: () => setClicked(null),
      },
    );
  };

  return (
    <section className={styles.preferences} aria-labelledby="mail-preferences-title">
      <h2 id="mail-preferences-title" className={styles.preferencesTitle}>
        Preferências de email
      </h2>
      {prefs.isPending ? <Spinner label="Carregando preferências..." /> : null}
      {prefs.isError ? (
        <Alert tone="error">{messageOf(prefs.error, 'Erro ao carregar as preferências de email.')}</Alert>
      ) : null}
      {prefs.data ? (
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={checked}
            disabled={save.isPending}
            onChange={(e) => toggle(e.target.checked)}
          />
          <span>
            {NEW_SALE_LABEL}
            <span className={styles.muted}>
              “Você recebeu um pagamento de R$ …”. Comprovantes, avisos de segurança e de cobrança são sempre
              enviados.
            </span>
          </span>
        </label>
      ) : null}
    </section>
  );
}
