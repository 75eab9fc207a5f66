import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BoletoPaymentRequestInput } from '@pagora/shared';
import { boletoAnswerSchema, type ChargeFailureReason } from '@pagora/shared/contracts';
import { rememberBoleto, rememberedBoleto } from '../../../lib/payer-memory';
import { PublicApiError, newIdempotencyKey } from '../../../lib/public-api';
import { getCheckoutConfig, type CheckoutConfig } from '../api/get-checkout-config';
import type { PayerLink } from '../api/get-payment-link';
import { issueBoleto, type IssuedBoleto } from '../api/issue-boleto';
import type { CheckoutOrder } from './order-context';
import { openPixSocket } from './pix-socket';

/**
 * `form` until issued; `paid` shows the confirmation a moment before the success page; `ended`
 * is a boleto that can no longer be paid (`endedBy` says why, as the server did).
 */
export type BoletoPhase = 'form' | 'issued' | 'paid' | 'ended';

/** How long 'Pagamento confirmado!' stays before the success page. */
export const PAID_PAUSE_MS = 1500;

/** A refusal ends the intent (the corrected data is another one); no answer, a 5xx or a 409 do not. */
const isFinalRefusal = (err: unknown) =>
  err instanceof PublicApiError && err.status !== null && err.status < 500 && err.status !== 409;

/**
 * One boleto for this payer and link. 'Gerar boleto' is one intent with one Idempotency-Key (issue
 * 20's rule): the key is kept across a double click and a retry whose outcome is unknown, so the
 * server answers the same boleto; edited data or a refusal starts a new intent. The issued boleto
 * is kept for the tab (a reload shows it again) and its status is watched on the payer socket,
 * as a PIX is: paid goes to the success page, expired says so and offers a new one.
 */
export function useBoleto(
  link: PayerLink,
  onPaid: (boleto: IssuedBoleto) => void,
  order: CheckoutOrder | null = null,
) {
  const [phase, setPhase] = useState<BoletoPhase>('form');
  const [boleto, setBoleto] = useState<IssuedBoleto | null>(null);
  const [config, setConfig] = useState<CheckoutConfig | null>(null);
  const [issuing, setIssuing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [endedBy, setEndedBy] = useState<ChargeFailureReason | null>(null);
  const key = useRef<string | null>(null);
  const lock = useRef(false);
  const paid = useRef(onPaid);
  paid.current = onPaid;
  const chosen = useRef(order);
  chosen.current = order;

  // After the first render, as the pay page restores its step: the server rendered the form.
  useLayoutEffect(() => {
    const saved = boletoAnswerSchema.safeParse(rememberedBoleto(link.id));
    if (!saved.success) return;
    setBoleto(saved.data);
    setPhase('issued');
  }, [link.id]);

  const issue = useCallback(
    async (request: BoletoPaymentRequestInput) => {
      if (lock.current) return;
      lock.current = true;
      setIssuing(true);
      setError(null);
      key.current ??= newIdempotencyKey();
      try {
        // A link's order (issue 40) rides along; the server prices it again.
        const answer = await issueBoleto(link.id, { ...request, ...chosen.current?.keys }, key.current);
        rememberBoleto(link.id, answer);
        setBoleto(answer);
        setPhase('issued');
      } catch (err) {
        if (isFinalRefusal(err)) key.current = null;
        // Refused for the order (a coupon used up meanwhile): back to it, the message under its input.
        if (chosen.current?.refused(err)) return;
        setError(err instanceof Error ? err.message : String(err));
      } finally {
        lock.current = false;
        setIssuing(false);
      }
    },
    [link.id],
  );

  const transactionId = phase === 'issued' ? boleto?.id : undefined;
  useEffect(() => {
    if (!transactionId) return;
    let current = true;
    let close = () => {};
    getCheckoutConfig()
      .then((cfg) => {
        if (!current) return;
        setConfig(cfg);
        close = openPixSocket(transactionId, cfg.pixStatusPollMs, (event) => {
          if (event.type === 'transaction_success') setPhase('paid');
          else if (event.type === 'transaction_failed') {
            setEndedBy(event.reason);
            setPhase('ended');
          }
        });
      })
      // Without the config the codes still show; only the live status waits for a reload.
      .catch(() => undefined);
    return () => {
      current = false;
      close();
    };
  }, [transactionId]);

  useEffect(() => {
    if (phase !== 'paid' && phase !== 'ended') return;
    rememberBoleto(link.id, null);
    if (phase !== 'paid' || !boleto) return;
    const timer = setTimeout(() => paid.current(boleto), PAID_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [phase, boleto, link.id]);

  return {
    phase,
    endedBy,
    boleto,
    config,
    issuing,
    error,
    issue,
    /** The payer changed the data: the next 'Gerar boleto' is another intent. */
    newIntent: useCallback(() => {
      key.current = null;
      setError(null);
    }, []),
    /** After a boleto that ended unpaid: back to the form for a new one. */
    startOver: useCallback(() => {
      key.current = null;
      setBoleto(null);
      setPhase('form');
    }, []),
  };
}
export type BoletoState = ReturnType<typeof useBoleto>;
