import { useDocumentTitle } from '@pagora/shared/lite';
import { useSearchParams } from 'react-router-dom';
import { Card, PageHeader } from '@pagora/shared/ui/core';
import { brandStyle } from '../../../lib/brand';
import { usePaymentOrigin } from '../hooks/use-origin';
import { BackToLink } from './back-to-link';
import styles from './payment-result.module.css';

/** `/payment-pendente`: the card payment was accepted for review, not yet approved. */
export function PaymentPendingPage() {
  useDocumentTitle('Pagamento pendente');
  const [params] = useSearchParams();
  const id = params.get('id');
  const origin = usePaymentOrigin();
  return (
    <main className={styles.page} style={brandStyle(origin.branding)}>
      <Card>
        <div className={styles.hero}>
          <span className={`${styles.icon} ${styles.iconPending}`} aria-hidden="true">
            …
          </span>
          <PageHeader title="Pagamento pendente" />
          <p className={styles.text} role="status">
            Recebemos seu pagamento e ele está em análise. A confirmação chega assim que for aprovado.
          </p>
        </div>
        {id ? (
          <dl className={styles.details}>
            <div>
              <dt>ID da transação</dt>
              <dd className={styles.mono}>{id}</dd>
            </div>
          </dl>
        ) : null}
        <div className={styles.actions}>
          <BackToLink href={origin.backHref} className={styles.linkButton} />
        </div>
      </Card>
    </main>
  );
}
