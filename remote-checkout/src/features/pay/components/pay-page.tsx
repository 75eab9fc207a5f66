import { useDocumentTitle } from '@pagora/shared/lite';
import { Suspense, lazy, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '@pagora/shared/ui/core';
import { brandStyle } from '../../../lib/brand';
import type { PayerLink } from '../api/get-payment-link';
import { usePaymentLink } from '../hooks/use-payment-link';
import { rememberMethod, rememberedMethod } from '../stores/method-memory';
import { LinkSummary } from './link-summary';
import { MethodChoice, type PayMethod } from './method-choice';
import { PaymentError } from './payment-error';
import styles from './pay.module.css';

// Step 2 loads on demand: the first screen stays small for payers on mobile data.
const PixPanel = lazy(() => import('./pix-panel').then((m) => ({ default: m.PixPanel })));
const CardForm = lazy(() => import('./card-form').then((m) => ({ default: m.CardForm })));
// Rare (a paid or closed link), so it does not weigh on the first screen of every payer.
const ClosedLink = lazy(() => import('./closed-link').then((m) => ({ default: m.ClosedLink })));

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

/** The step the payer left this link on (reload, back/forward), if the link still offers it. */
function initialMethod(link: PayerLink): PayMethod | null {
  const method = rememberedMethod(link.id);
  return method && link.paymentMethods.includes(method) ? method : null;
}

function Checkout({ link, onPriceChanged }: { link: PayerLink; onPriceChanged: () => Promise<void> }) {
  const [method, setMethodState] = useState<PayMethod | null>(() => initialMethod(link));
  const setMethod = (next: PayMethod | null) => {
    rememberMethod(link.id, next);
    setMethodState(next);
  };
  const close = () => setMethod(null);
  return (
    <main className={styles.page} style={brandStyle(link.marketplace.branding)}>
      <div className={styles.sheet}>
        <LinkSummary link={link} />
        {link.closed ? (
          <Suspense fallback={<Spinner centered />}>
            <ClosedLink link={link} closed={link.closed} />
          </Suspense>
        ) : method === null ? (
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
