import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { BOLETO_APPROVAL_NOTE, formatDate, formatDigitableLine } from '@pagora/shared';
import { copyText, formatBRL } from '@pagora/shared/lite';
import { BoletoBarcode, Button } from '@pagora/shared/ui/core';
import { PublicApiError } from '../../../lib/public-api';
import type { IssuedBoleto } from '../api/issue-boleto';
import { simulatePixPayment } from '../api/simulate-pix-payment';
import type { BoletoState } from '../hooks/use-boleto';
import styles from './boleto.module.css';

/** How long 'Copiado!' replaces 'Copiar'. */
const COPIED_MS = 2000;

/** The issued boleto: what the payer pays with, prints or downloads, and its live status. */
export function BoletoPanel({ boleto, state }: { boleto: IssuedBoleto; state: BoletoState }) {
  const { digitableLine, barcode, amountCents, dueDate, url } = boleto.boleto;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(digitableLine.replace(/\D/g, ''))) setCopied(true);
  };
  const simulate = async () => {
    try {
      await simulatePixPayment(boleto.id);
    } catch (err) {
      toast.error(err instanceof PublicApiError ? err.message : String(err));
    }
  };

  return (
    <div className={styles.printable}>
      <p className={styles.status} role="status" aria-live="polite">
        {state.phase === 'paid' ? (
          <strong className={styles.paid}>Pagamento confirmado!</strong>
        ) : (
          'Aguardando pagamento...'
        )}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Valor</dt>
          <dd>{formatBRL(amountCents)}</dd>
        </div>
        <div>
          <dt>Vencimento</dt>
          <dd>{formatDate(dueDate)}</dd>
        </div>
      </dl>
      <p className={styles.label} id="boleto-line-label">
        Linha digitável
      </p>
      <div className={styles.lineRow}>
        <output className={styles.line} aria-labelledby="boleto-line-label">
          {formatDigitableLine(digitableLine)}
        </output>
        <Button className={styles.noPrint} onClick={copy}>
          {copied ? 'Copiado!' : 'Copiar'}
        </Button>
      </div>
      <div className={styles.barcode}>
        <BoletoBarcode barcode={barcode} />
      </div>
      <p className={styles.note}>{BOLETO_APPROVAL_NOTE}</p>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button variant="secondary" onClick={() => window.print()}>
          Imprimir boleto
        </Button>
        <a className={styles.download} href={url} target="_blank" rel="noopener noreferrer">
          Baixar PDF
        </a>
      </div>
      {state.config?.sandbox ? (
        <div className={`${styles.sandbox} ${styles.noPrint}`}>
          <p className={styles.sandboxText}>
            <strong>Ambiente de testes (sandbox):</strong> nenhum dinheiro real é movimentado.
          </p>
          <Button variant="secondary" onClick={simulate} disabled={state.phase !== 'issued'}>
            Simular pagamento (sandbox)
          </Button>
        </div>
      ) : null}
    </div>
  );
}
