import { Suspense, lazy, useState, type CSSProperties } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '@pagora/shared/ui/core';
import type { Branding, PayerLink } from '../api/get-payment-link';
import { usePaymentLink } from '../hooks/use-payment-link';
import { LinkSummary } from './link-summary';
import { MethodChoice, type PayMethod } from './method-choice';
import { PaymentError } from './payment-error';
import styles from './pay.module.css';

// Step 2 loads on demand: the first screen stays small for payers on mobile data.
const PixPanel = lazy(() => import('./pix-panel').then((m) => ({ default: m.PixPanel })));
const CardForm = lazy(() => import('./card-form').then((m) => ({ default: m.CardForm })));

const COLOR = /^#[0-9a-f]{3,8}$/i;

/** The marketplace's colours for the UI kit's custom properties. */
function brandStyle(branding: Branding): CSSProperties {
  const style: Record<string, string> = {};
  if (branding.primaryColor && COLOR.test(branding.primaryColor))
    style['--brand-primary'] = branding.primaryColor;
  if (branding.secondaryColor && COLOR.test(branding.secondaryColor))
    style['--brand-secondary'] = branding.secondaryColor;
  return style as CSSProperties;
}

/** The payer's page (`/pay/:linkId`). No session here: payers are anonymous. */
export function PayPage() {
  const { linkId = '' } = useParams();
  const state = usePaymentLink(linkId);
  if (state.status === 'loading') {
    return (
      <main className={styles.page}>
        <Spinner centered label="Carregando pagamento..." />
      </main>
    );
  }
  if (state.status === 'error') return <PaymentError message={state.message} />;
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
