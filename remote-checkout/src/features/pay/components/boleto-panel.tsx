import toast from 'react-hot-toast';
import { BOLETO_COPY_FAILED, BoletoCodes, Button } from '@pagora/shared/ui/core';
import { PublicApiError } from '../../../lib/public-api';
import type { IssuedBoleto } from '../api/issue-boleto';
import { simulatePixPayment } from '../api/simulate-pix-payment';
import type { BoletoState } from '../hooks/use-boleto';
import styles from './boleto.module.css';

/** The issued boleto: what the payer pays with, prints or downloads, and its live status. */
export function BoletoPanel({ boleto, state }: { boleto: IssuedBoleto; state: BoletoState }) {
  const { digitableLine, barcode, amountCents, dueDate, url } = boleto.boleto;
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
      <BoletoCodes
        amountCents={amountCents}
        dueDate={dueDate}
        digitableLine={digitableLine}
        barcode={barcode}
        copyClassName={styles.noPrint}
        onCopyFailed={() => toast.error(BOLETO_COPY_FAILED)}
      />
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
