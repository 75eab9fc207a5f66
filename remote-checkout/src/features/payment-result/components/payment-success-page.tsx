import { Suspense, lazy } from 'react';
import { Card, PageHeader, Spinner } from '@pagora/shared/ui/core';
import type { AfterPayment, Receipt } from '../../../lib/receipt';
import { useDocumentTitle } from '@pagora/shared/lite';
import { ReceiptDetails } from '../../../components/receipt/receipt-details';
import { brandStyle } from '../../../lib/brand';
import { receiptStanding } from '../../../lib/receipt-standing';
import { usePaymentOrigin } from '../hooks/use-origin';
import { useReceipt } from '../hooks/use-receipt';
import { BackToLink } from './back-to-link';
import styles from './payment-result.module.css';

// The seller's message or page (issue 40): only links that have one load it.
const AfterPaymentNotice = lazy(() => import('./after-payment'));

const ICON_TONES = {
  success: styles.iconSuccess,
  pending: styles.iconPending,
  declined: styles.iconDeclined,
};

/**
 * `/payment-success` (spec 000 "Payment success"). It says what the payment is: 'Pagamento
 * aprovado' and the proof-of-payment actions only for one that is paid (issue 35); a code never
 * paid, an expired one, a refused card or a refund says so, on Pagora's own domain.
 */
export function PaymentSuccessPage() {
  const state = useReceipt();
  useDocumentTitle(state.status === 'ready' ? receiptStanding(state.receipt.status).title : 'Comprovante');
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
          <SuccessDetails
            receipt={state.receipt}
            token={state.token}
            backHref={origin.backHref}
            afterPayment={origin.afterPayment}
          />
        ) : null}
      </Card>
    </main>
  );
}

function SuccessDetails({
  receipt,
  token,
  backHref,
  afterPayment,
}: {
  receipt: Receipt;
  token: string | null;
  backHref: string | null;
  afterPayment: AfterPayment | null;
}) {
  const standing = receiptStanding(receipt.status);
  return (
    <>
      <div className={styles.hero}>
        <span className={`${styles.icon} ${ICON_TONES[standing.icon.tone]}`} aria-hidden="true">
          {standing.icon.symbol}
        </span>
        <PageHeader title={standing.title} />
        <p className={styles.text} role="status">
          {standing.text}
        </p>
      </div>
      {standing.paid && afterPayment && afterPayment.kind !== 'nenhum' ? (
        <Suspense fallback={null}>
          <AfterPaymentNotice afterPayment={afterPayment} transactionId={receipt.id} />
        </Suspense>
      ) : null}
      <ReceiptDetails
        receipt={receipt}
        token={token}
        back={<BackToLink href={backHref} className={styles.linkSecondary} />}
      />
    </>
  );
}
