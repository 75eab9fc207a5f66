import toast from 'react-hot-toast';
import { Button, Card, PageHeader, Spinner } from '@pagora/shared/ui/core';
import type { Receipt } from '../../../lib/receipt';
import { copyText, formatBRL, formatDateTime, useDocumentTitle } from '@pagora/shared/lite';
import { brandStyle } from '../../../lib/brand';
import { usePaymentOrigin } from '../hooks/use-origin';
import { useReceipt } from '../hooks/use-receipt';
import { BackToLink } from './back-to-link';
import styles from './payment-result.module.css';

const METHOD_LABELS: Record<Receipt['paymentMethod'], string> = {
  credit_card: 'Cartão de Crédito',
  pix: 'Pix',
};

function downloadReceipt(receipt: Receipt) {
  const blob = new Blob([JSON.stringify(receipt, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `comprovante-${receipt.id}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The page's own address carries the transaction id, so the shared link opens the same receipt. */
async function shareReceipt() {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'Comprovante de pagamento', url });
      return;
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
    }
  }
  if (await copyText(url)) toast.success('Link copiado para a área de transferência!');
}

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
      <dl className={styles.details}>
        <div>
          <dt>ID da transação</dt>
          <dd className={styles.mono}>{receipt.id}</dd>
        </div>
        <div>
          <dt>Data e hora</dt>
          <dd>{formatDateTime(receipt.data_criacao)}</dd>
        </div>
        <div>
          <dt>Método</dt>
          <dd>{METHOD_LABELS[receipt.paymentMethod]}</dd>
        </div>
        <div>
          <dt>Valor pago</dt>
          <dd className={styles.amount}>{formatBRL(receipt.amountCents)}</dd>
        </div>
        {receipt.refundedCents ? (
          <div>
            <dt>{receipt.status === 'estornada' ? 'Estornado' : 'Estornado parcialmente'}</dt>
            <dd>{formatBRL(receipt.refundedCents)}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button onClick={() => downloadReceipt(receipt)}>Baixar comprovante</Button>
        <Button variant="secondary" onClick={shareReceipt}>
          Compartilhar
        </Button>
        <BackToLink href={backHref} className={styles.linkSecondary} />
      </div>
    </>
  );
}
