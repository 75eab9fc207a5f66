import { useEffect, useState } from 'react';
import { Alert, Spinner } from '@pagora/shared/ui/core';
import type { LinkClosed } from '@pagora/shared/contracts';
import { ReceiptDetails } from '../../../components/receipt/receipt-details';
import { getReceipt } from '../../../lib/get-receipt';
import { rememberedDocumentToken } from '../../../lib/payer-memory';
import { PublicApiError } from '../../../lib/public-api';
import type { Receipt } from '../../../lib/receipt';
import type { PayerLink } from '../api/get-payment-link';
import styles from './pay.module.css';

type ReceiptState =
  | { status: 'loading' }
  | { status: 'ready'; receipt: Receipt; token: string }
  | { status: 'error'; message: string };

/**
 * A link that takes no more payments, in place of 'Escolha a forma de pagamento': a paid
 * one-payment link shows its receipt to the browser that paid it (which kept the payment's
 * document token; issue 35), one at its limit or past its date says so.
 */
export function ClosedLink({ link, closed }: { link: PayerLink; closed: LinkClosed }) {
  const paidId = closed.receiptId;
  // Read after the first render: the server's markup (no storage there) must match the browser's.
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(paidId ? rememberedDocumentToken(paidId) : null), [paidId]);
  const receiptId = token ? paidId : null;
  const [state, setState] = useState<ReceiptState>({ status: 'loading' });
  useEffect(() => {
    if (!receiptId || !token) return;
    let current = true;
    getReceipt(receiptId, token).then(
      (receipt) => current && setState({ status: 'ready', receipt, token }),
      (err: unknown) =>
        current &&
        setState({ status: 'error', message: err instanceof PublicApiError ? err.message : String(err) }),
    );
    return () => {
      current = false;
    };
  }, [receiptId, token]);

  const title = closed.reason === 'pago' ? closed.message : 'Este link não aceita mais pagamentos';
  return (
    <section className={styles.step} aria-labelledby="closed-title">
      <h2 id="closed-title" className={styles.stepTitle}>
        {title}
      </h2>
      {closed.reason === 'pago' ? null : <Alert tone="info">{closed.message}</Alert>}
      {receiptId && state.status === 'loading' ? (
        <Spinner centered label="Carregando comprovante..." />
      ) : null}
      {receiptId && state.status === 'error' ? <Alert tone="error">{state.message}</Alert> : null}
      {state.status === 'ready' ? <ReceiptDetails receipt={state.receipt} token={state.token} /> : null}
      {!paidId ? (
        <p className={styles.muted}>Fale com {link.seller.nome} se precisar de um novo link de pagamento.</p>
      ) : null}
    </section>
  );
}
