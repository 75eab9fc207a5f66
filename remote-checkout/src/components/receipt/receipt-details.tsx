import toast from 'react-hot-toast';
import { copyText, formatBRL, formatDateTime } from '@pagora/shared/lite';
import { Button } from '@pagora/shared/ui/core';
import type { Receipt } from '../../lib/receipt';
import { receiptStanding } from '../../lib/receipt-standing';
import { receiptMethodLines } from './method-lines';
import styles from './receipt.module.css';

/** The spec's JSON download: kept for whoever wants the data, never the payer's first choice. */
function downloadJson(receipt: Receipt) {
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

/**
 * The page's own address carries the transaction id and its document token, so the shared link
 * opens the same receipt. Offered only for a paid payment (issue 35).
 */
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

/** The PDF is made by the API from the same transaction id and document token as the page. */
export const receiptPdfHref = (id: string, token: string) =>
  `/api/receipt/${encodeURIComponent(id)}/pdf?${new URLSearchParams({ t: token })}`;

/**
 * A payment's receipt in pt-BR, printable as it is (print styles hide everything else): who was
 * paid, for what, how, when (São Paulo time). Used after a payment and on a paid link. Only a paid
 * one gets the proof-of-payment look: 'Valor pago', download, print and share. The PDF (which
 * states the real status in its title) needs the document token.
 */
export function ReceiptDetails({
  receipt,
  token,
  back,
}: {
  receipt: Receipt;
  token: string | null;
  back?: React.ReactNode;
}) {
  const { paid } = receiptStanding(receipt.status);
  return (
    <>
      <dl className={styles.details}>
        <div>
          <dt>ID da transação</dt>
          <dd className={styles.mono}>{receipt.id}</dd>
        </div>
        <div>
          <dt>Data e hora</dt>
          <dd>{formatDateTime(receipt.data_criacao)}</dd>
        </div>
        {receipt.vendedor ? (
          <div>
            <dt>Vendedor</dt>
            <dd>{receipt.vendedor}</dd>
          </div>
        ) : null}
        {receipt.descricao ? (
          <div>
            <dt>Descrição</dt>
            <dd>{receipt.descricao}</dd>
          </div>
        ) : null}
        {receiptMethodLines(receipt).map(({ term, detail }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
        <div>
          <dt>{paid || receipt.status === 'estornada' ? 'Valor pago' : 'Valor'}</dt>
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
        {/* The payer's first choice is the document a person reads (issue 41); the PDF states the
            real status in its title, so an unpaid one offers it too, under its plain name. */}
        {token ? (
          <a
            className={paid ? styles.linkPrimary : styles.linkSecondary}
            href={receiptPdfHref(receipt.id, token)}
            download
          >
            {paid ? 'Baixar comprovante' : 'Baixar PDF'}
          </a>
        ) : null}
        {paid ? (
          <>
            <Button variant="secondary" onClick={() => window.print()}>
              Imprimir
            </Button>
            <Button variant="secondary" onClick={shareReceipt}>
              Compartilhar
            </Button>
            <Button variant="ghost" onClick={() => downloadJson(receipt)}>
              Baixar dados (JSON)
            </Button>
          </>
        ) : null}
        {back}
      </div>
    </>
  );
}
