import { useDocumentTitle } from '@pagora/shared/lite';
import { Suspense, lazy, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Alert, Spinner } from '@pagora/shared/ui/core';
import { brandStyle } from '../../../lib/brand';
import type { PayerLink } from '../api/get-payment-link';
import { usePaymentLink } from '../hooks/use-payment-link';
import type { PayMethod } from '../methods/pay-method';
import { offeredPayMethod } from '../methods/registry';
import { rememberMethod, rememberedMethod } from '../stores/method-memory';
import { LinkSummary } from './link-summary';
import { MethodChoice } from './method-choice';
import styles from './pay.module.css';

// Rare screens (a paid or closed link, a bad link) do not weigh on every payer's first load.
const ClosedLink = lazy(() => import('./closed-link').then((m) => ({ default: m.ClosedLink })));
const PaymentError = lazy(() => import('./payment-error').then((m) => ({ default: m.PaymentError })));
// Quantity, own amount, fields and coupon (issue 40): only links that ask for them load it.
const OrderScope = lazy(() => import('./order/order-scope'));
const asksOrder = ({ checkout: c }: PayerLink) =>
  c.pricing !== 'fixo' || c.customFields.length > 0 || c.allowCoupons;

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
  if (state.status === 'error')
    return (
      <Suspense fallback={null}>
        <PaymentError message={state.message} code={state.code} linkId={linkId} />
      </Suspense>
    );
  return <Checkout link={state.link} refresh={state.refresh} />;
}

/** What a pushed history entry of the checkout holds: the method chosen on it. */
type StepState = { payMethod?: string } | null;

function Checkout({ link, refresh }: { link: PayerLink; refresh: () => Promise<void> }) {
  // The method choice is a history entry (issue 41): choosing pushes one, so Back returns to the
  // choice and Forward to the method (its panel keeps what was typed, never the card's number).
  const navigate = useNavigate();
  const location = useLocation();
  const inHistory = (location.state as StepState)?.payMethod ?? null;
  // The step left on (sessionStorage) is restored after the first render, not in it: the server
  // cannot know it, and the screen it rendered must be the one the browser hydrates.
  const [method, setMethodState] = useState<PayMethod | null>(null);
  // undefined before the first run: then the step is restored; after, a change of entry moves it.
  const seen = useRef<string | null>(undefined);
  useLayoutEffect(() => {
    const first = seen.current === undefined;
    const moved = seen.current !== inHistory;
    seen.current = inHistory;
    // The link read again (new prices): the step stays, if the link still offers it.
    if (!moved && !first) return setMethodState((m) => m && offeredPayMethod(link, m.id));
    // A link's order is not remembered: its page starts over at the order, not at a method.
    const id = !first ? inHistory : asksOrder(link) ? null : (inHistory ?? rememberedMethod(link.id));
    const next = offeredPayMethod(link, id);
    rememberMethod(link.id, next?.id ?? '');
    setMethodState(next);
  }, [link, inHistory]);
  const setMethod = (next: PayMethod) => void navigate(location, { state: { payMethod: next.id } });
  // Leaving a pushed entry is going Back (Forward then returns to it); the choice shows at once.
  const close = () => {
    rememberMethod(link.id, '');
    setMethodState(null);
    if (inHistory) void navigate(-1);
  };
  // Why the payment just tried did not go through, when the link (not the card) was the reason;
  // the link is read again, so a link paid meanwhile shows as paid.
  const [notice, setNotice] = useState<string | null>(null);
  const linkUnavailable = async (message: string) => {
    setNotice(message);
    close();
    await refresh();
  };
  const panel = method ? (
    <method.Panel link={link} onClose={close} onPriceChanged={refresh} onLinkUnavailable={linkUnavailable} />
  ) : null;
  return (
    <main className={styles.page} style={brandStyle(link.marketplace.branding)}>
      <div className={styles.sheet}>
        <LinkSummary link={link} />
        {notice ? <Alert tone="info">{notice}</Alert> : null}
        {link.unavailableReason && !link.closed ? (
          <section className={styles.step} role="alert" aria-labelledby="unavailable-title">
            <h2 id="unavailable-title" className={styles.stepTitle}>
              Este link ainda não pode ser pago
            </h2>
            <p className={styles.muted}>{link.unavailableReason}</p>
          </section>
        ) : link.closed ? (
          <Suspense fallback={<Spinner centered />}>
            <ClosedLink link={link} closed={link.closed} />
          </Suspense>
        ) : (
          // What needs scripts: the server's page hides it when they are off (<noscript> style).
          <div data-needs-js>
            <Suspense fallback={<Spinner centered />}>
              {asksOrder(link) ? (
                <OrderScope link={link} choosing={method === null} onChoose={setMethod} onBack={close}>
                  {panel}
                </OrderScope>
              ) : (
                (panel ?? <MethodChoice link={link} onChoose={setMethod} />)
              )}
            </Suspense>
          </div>
        )}
        <p className={styles.secure}>Pagamento processado com segurança pela Pagora.</p>
      </div>
    </main>
  );
}
