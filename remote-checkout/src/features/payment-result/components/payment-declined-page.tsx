import { useDocumentTitle } from '@pagora/shared/lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, PageHeader } from '@pagora/shared/ui/core';
import { brandStyle } from '../../../lib/brand';
import type { ResultState } from '../../../lib/receipt';
import { usePaymentOrigin } from '../hooks/use-origin';
import { BackToLink } from './back-to-link';
import styles from './payment-result.module.css';

/** `/payment-declined` (spec 000 "Payment declined"). */
export function PaymentDeclinedPage() {
  useDocumentTitle('Pagamento recusado');
  const navigate = useNavigate();
  const reason = (useLocation().state as ResultState | null)?.message;
  const origin = usePaymentOrigin();
  return (
    <main className={styles.page} style={brandStyle(origin.branding)}>
      <Card>
        <div className={styles.hero}>
          <span className={`${styles.icon} ${styles.iconDeclined}`} aria-hidden="true">
            ✕
          </span>
          <PageHeader title="Pagamento recusado" />
        </div>
        <Alert tone="info">Nenhuma cobrança foi feita.</Alert>
        {reason ? <p className={styles.text}>Motivo informado: {reason}</p> : null}
        <h2 className={styles.subtitle}>Possíveis motivos</h2>
        <ul className={styles.list}>
          <li>Dados do cartão incorretos (número, validade ou CVC).</li>
          <li>Limite insuficiente para esta compra.</li>
          <li>Cartão bloqueado ou não habilitado para compras online.</li>
        </ul>
        <h2 className={styles.subtitle}>O que fazer</h2>
        <ul className={styles.list}>
          <li>Confira os dados e tente novamente.</li>
          <li>{origin.acceptsPix ? 'Use outro cartão ou pague com PIX.' : 'Use outro cartão.'}</li>
          <li>Se o problema continuar, fale com o banco emissor do cartão.</li>
        </ul>
        <div className={styles.actions}>
          {/* Back to the card form, which finds the name, CPF and e-mail again (never the card). */}
          <Button onClick={() => navigate(-1)}>Tentar novamente</Button>
          <BackToLink href={origin.backHref} className={styles.linkSecondary} />
        </div>
      </Card>
    </main>
  );
}
