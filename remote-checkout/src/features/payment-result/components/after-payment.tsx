import { useEffect } from 'react';
import { afterPaymentRedirect, isSafeRedirectUrl } from '@pagora/shared';
import type { AfterPayment } from '../../../lib/receipt';
import styles from './payment-result.module.css';

/** How long the payer reads 'Redirecionando…' (and may follow the link) before being sent on. */
export const REDIRECT_DELAY_MS = 3000;

/**
 * What the link does after a paid payment (issue 40): the seller's message, as text (React
 * escapes it: never HTML), or the seller's https page with `transaction_id` appended. Shown only
 * for a paid payment; the page checks the address again, whatever the server stored.
 */
export default function AfterPaymentNotice({
  afterPayment,
  transactionId,
}: {
  afterPayment: AfterPayment;
  transactionId: string;
}) {
  const target =
    afterPayment.kind === 'redirecionar' && isSafeRedirectUrl(afterPayment.url)
      ? afterPaymentRedirect(afterPayment.url, transactionId)
      : null;
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => window.location.assign(target), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);
  if (afterPayment.kind === 'mensagem') return <p className={styles.sellerMessage}>{afterPayment.message}</p>;
  if (!target) return null;
  return (
    <p className={styles.text} role="status">
      Redirecionando para a página do vendedor…{' '}
      <a href={target} className={styles.linkSecondary}>
        Ir agora
      </a>
    </p>
  );
}
