import { Card, PageHeader, Spinner } from '@pagora/shared/ui/core';
import type { Receipt } from '../../../lib/receipt';
import { useDocumentTitle } from '@pagora/shared/lite';
import { ReceiptDetails } from '../../../components/receipt/receipt-details';
import { brandStyle } from '../../../lib/brand';
import { usePaymentOrigin } from '../hooks/use-origin';
import { useReceipt } from '../hooks/use-receipt';
import { BackToLink } from './back-to-link';
import styles from './payment-result.module.css';

/** `/payment-success` (spec 000 "Payment success"). */
export function PaymentSuccessPage() {
  useDocumentTitle('Pagamento aprovado');
  const state = useReceipt();
  const origin = usePaymentOrigin();
  return (
    <main className={styles.page} style={brandStyle(origin.branding)}>
      <Card>
        {state.status === 'loading' ? <Spinner centered label="Carregando comprovante..." /> : null}
        {state.status === 'error' ? (
          <>
            <PageHeader title="Comprovante indisponível" />
            <p className={styles.text} role="alert">
              {state.message}
            </p>
            <BackToLink href={origin.backHref} className={styles.linkButton} />
          </>
        ) : null}
        {state.status === 'ready' ? (
          <SuccessDetails receipt={state.receipt} backHref={origin.backHref} />
        ) : null}
      </Card>
    </main>
  );
}

function SuccessDetails({ receipt, backHref }: { receipt: Receipt; backHref: string | null }) {
  return (
    <>
      <div className={styles.hero}>
        <span className={`${styles.icon} ${styles.iconSuccess}`} aria-hidden="true">
          ✓
        </span>
        <PageHeader title="Pagamento aprovado" />
        <p className={styles.text} role="status">
          Seu pagamento foi confirmado. Guarde o comprovante.
        </p>
      </div>
      <ReceiptDetails
        receipt={receipt}
        back={<BackToLink href={backHref} className={styles.linkSecondary} />}
      />
    </>
  );
}
