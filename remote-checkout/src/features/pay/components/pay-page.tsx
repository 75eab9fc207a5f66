import { useDocumentTitle } from '@pagora/shared/lite';
import { Suspense, lazy, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '@pagora/shared/ui/core';
import { brandStyle } from '../../../lib/brand';
import type { PayerLink } from '../api/get-payment-link';
import { usePaymentLink } from '../hooks/use-payment-link';
import { LinkSummary } from './link-summary';
import { MethodChoice, type PayMethod } from './method-choice';
import { PaymentError } from './payment-error';
import styles from './pay.module.css';

// Step 2 loads on demand: the first screen stays small for payers on mobile data.
const PixPanel = lazy(() => import('./pix-panel').then((m) => ({ default: m.PixPanel })));
const CardForm = lazy(() => import('./card-form').then((m) => ({ default: m.CardForm })));

/** The payer's page (`/pay/:linkId`). No session here: payers are anonymous. */
export function PayPage() {
  useDocumentTitle('Pagamento');
  const { linkId = '' } = useParams();
  const state = usePaymentLink(linkId);
  if (state.status === 'loading') {
    return (
      <main className={styles.page}>
        <Spinner centered label="Carregando pagamento..." />
      </main>
    );
  }
  if (state.status === 'error') return <PaymentError message={state.message} linkId={linkId} />;
  return <Checkout link={state.link} onPriceChanged={state.refresh} />;
}

function Checkout({ link, onPriceChanged }: { link: PayerLink; onPriceChanged: () => Promise<void> }) {
  const [method, setMethod] = useState<PayMethod | null>(null);
  const close = () => setMethod(null);
  return (
    <main className={styles.page} style={brandStyle(link.marketplace.branding)}>
      <div className={styles.sheet}>
        <LinkSummary link={link} />
        {method === null ? (
          <MethodChoice link={link} onChoose={setMethod} />
        ) : (
          <Suspense fallback={<Spinner centered />}>
            {method === 'pix' ? (
              <PixPanel link={link} onClose={close} />
            ) : (
              <CardForm link={link} onClose={close} onPriceChanged={onPriceChanged} />
            )}
          </Suspense>
        )}
        <p className={styles.secure}>Pagamento processado com segurança pela Pagora.</p>
      </div>
    </main>
  );
}
