import { useCallback, useEffect, useRef, useState } from 'react';
import { rememberCodeDeadline, rememberedCodeDeadline, rememberedPayer } from '../../../lib/payer-memory';
import { PublicApiError, newIdempotencyKey } from '../../../lib/public-api';
import { centsToReais, type PixPaymentRequestInput } from '@pagora/shared';
import type { OrderKeys } from '../api/order-keys';
import type { CheckoutOrder } from './order-context';
import { createPixCharge, type PixCharge } from '../api/create-pix-charge';
import { getCheckoutConfig, type CheckoutConfig } from '../api/get-checkout-config';
import type { PayerLink } from '../api/get-payment-link';
import { openPixSocket, type PixSocketEvent } from './pix-socket';

export type PixPhase = 'loading' | 'active' | 'expired' | 'detected' | 'error';

/** How long 'Pagamento detectado!' stays before the success page. */
export const DETECTED_PAUSE_MS = 1500;

/**
 * The name and e-mail this payer typed on the link's card form, if any: the seller sees who paid.
 * A link's order (issue 40) goes along, `valor` being its quoted total.
 */
function pixBody(link: PayerLink, order: CheckoutOrder | null): PixPaymentRequestInput & OrderKeys {
  const { name, email } = rememberedPayer(link.id);
  return {
    valor: order ? centsToReais(order.totalCents) : link.amount,
    paymentMethod: 'pix',
    ...order?.keys,
    ...(name?.trim() ? { nome: name } : {}),
    ...(email?.trim() ? { email } : {}),
  };
}

export interface PixChargeState {
  phase: PixPhase;
  charge: PixCharge | null;
  config: CheckoutConfig | null;
  secondsLeft: number;
  error: string | null;
  /** Issues a new code in place (after expiry or a failure). */
  regenerate: () => void;
}

/**
 * One PIX attempt at a time: requests the code when mounted (the server answers this payer's code
 * still open, after a reload or a switch of method: same code, the time it has left), counts down
 * from the provider's deadline as the server answered it, and listens on the socket while the code
 * is valid. 'Gerar novo código' asks again once the code has run out. Unmounting (closing the panel)
 * closes the socket; expiry too, so a late 'failed' for a voided code never leaves the page.
 */
export function usePixCharge(
  link: PayerLink,
  onPaid: (charge: PixCharge) => void,
  onFailed: () => void,
  order: CheckoutOrder | null = null,
): PixChargeState {
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<PixPhase>('loading');
  const [charge, setCharge] = useState<PixCharge | null>(null);
  const [config, setConfig] = useState<CheckoutConfig | null>(null);
  const [deadline, setDeadline] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const handlers = useRef({ onPaid, onFailed, order });
  handlers.current = { onPaid, onFailed, order };

  useEffect(() => {
    let current = true;
    const lastDeadline = rememberedCodeDeadline(link.id);
    // Back to a code that ran out meanwhile: say so; a new one only when the payer asks.
    if (attempt === 0 && lastDeadline !== null && lastDeadline <= Date.now()) {
      setPhase('expired');
      return;
    }
    setPhase('loading');
    setError(null);
    const { order: chosen } = handlers.current;
    Promise.all([getCheckoutConfig(), createPixCharge(link.id, pixBody(link, chosen), newIdempotencyKey())])
      .then(([cfg, pix]) => {
        if (!current) return;
        setConfig(cfg);
        setCharge(pix);
        // The seconds the server says are left, not the payer's clock against its ISO deadline.
        const ends = Date.now() + pix.expiresInSeconds * 1000;
        rememberCodeDeadline(link.id, ends);
        setDeadline(ends);
        setSecondsLeft(pix.expiresInSeconds);
        setPhase('active');
      })
      .catch((err: unknown) => {
        // Refused for the order (a coupon used up meanwhile): back to it, the message under its input.
        if (!current || chosen?.refused(err)) return;
        setError(err instanceof PublicApiError ? err.message : String(err));
        setPhase('error');
      });
    return () => {
      current = false;
    };
  }, [link.id, link.amount, attempt]);

  // Counts from a deadline, not by ticks, so a throttled background tab still expires on time.
  useEffect(() => {
    if (phase !== 'active') return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setPhase('expired');
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [phase, deadline]);

  const live = phase === 'active' && charge !== null && config !== null;
  const transactionId = charge?.id;
  const pollMs = config?.pixStatusPollMs;
  useEffect(() => {
    if (!live || !transactionId || !pollMs) return;
    return openPixSocket(transactionId, pollMs, (event: PixSocketEvent) => {
      if (event.type === 'transaction_success') setPhase('detected');
      else if (event.type === 'transaction_failed') {
        // The server says why, whatever this page's countdown shows: a code that ran out (or was
        // voided because the payer paid another way) is shown in place with 'Gerar novo código';
        // only a refusal is a declined payment.
        if (event.reason === 'expirada' || event.reason === 'cancelada') setPhase('expired');
        else handlers.current.onFailed();
      }
    });
  }, [live, transactionId, pollMs]);

  useEffect(() => {
    if (phase !== 'detected' || !charge) return;
    rememberCodeDeadline(link.id, null);
    const timer = setTimeout(() => handlers.current.onPaid(charge), DETECTED_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [phase, charge, link.id]);

  const regenerate = useCallback(() => setAttempt((n) => n + 1), []);
  return { phase, charge, config, secondsLeft, error, regenerate };
}
