import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { messageOf } from '@pagora/shared/client';
import { Card, ErrorState, Spinner } from '@pagora/shared/ui/core';
import { getMailPreferences, saveMailPreferences } from '../api/mail-preferences';
import styles from './settings.module.css';

export const NEW_SALE_LABEL = 'Receber email a cada nova venda';

type Loaded =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; newSale: boolean };

/**
 * 'Preferências de e-mail' in Configurações (issue 23), for a seller: 'Você recebeu um pagamento'
 * on or off, the switch the e-mail's own unsubscribe link turns off. Receipts, security and billing
 * notices are always sent. The box follows the click at once; a refusal puts the server's value back.
 */
export function MailPreferencesCard() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [saving, setSaving] = useState(false);
  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    getMailPreferences().then(
      (prefs) => setLoaded({ status: 'ready', newSale: prefs.newSale }),
      (err: unknown) =>
        setLoaded({
          status: 'error',
          message: messageOf(err, 'Erro ao carregar as preferências de email.'),
        }),
    );
  }, []);
  useEffect(load, [load]);

  const toggle = async (newSale: boolean) => {
    setLoaded({ status: 'ready', newSale });
    setSaving(true);
    try {
      const answer = await saveMailPreferences({ newSale });
      setLoaded({ status: 'ready', newSale: answer.dados.newSale });
      toast.success(answer.message);
    } catch (err) {
      setLoaded({ status: 'ready', newSale: !newSale });
      toast.error(messageOf(err, 'Erro ao salvar as preferências de email.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Preferências de email">
      {loaded.status === 'loading' ? <Spinner centered label="Carregando preferências..." /> : null}
      {loaded.status === 'error' ? <ErrorState message={loaded.message} onRetry={load} /> : null}
      {loaded.status === 'ready' ? (
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={loaded.newSale}
            disabled={saving}
            onChange={(e) => void toggle(e.target.checked)}
          />
          <span>
            {NEW_SALE_LABEL}
            <span className={styles.hint}>
              “Você recebeu um pagamento de R$ …”. Comprovantes, avisos de segurança e de cobrança são sempre
              enviados.
            </span>
          </span>
        </label>
      ) : null}
    </Card>
  );
}
