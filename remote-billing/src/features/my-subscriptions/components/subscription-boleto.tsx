import type { SubscriptionBoleto as Boleto } from '@pagora/shared/contracts';
import { BOLETO_COPY_FAILED, BoletoCodes, notify } from '@pagora/shared/ui';
import styles from './subscription-boleto.module.css';

/**
 * The charge's issued boleto, as the customer pays it at a bank or app: the same codes, bars and
 * PDF the e-mail carried (issue 24).
 */
export function SubscriptionBoleto({ boleto }: { boleto: Boleto }) {
  return (
    <div className={styles.boleto}>
      <BoletoCodes
        amountCents={boleto.amountCents}
        dueDate={boleto.dueDate}
        digitableLine={boleto.digitableLine}
        barcode={boleto.barcode}
        onCopyFailed={() => notify.error(BOLETO_COPY_FAILED)}
      />
      <a className={styles.download} href={boleto.pdfUrl} target="_blank" rel="noopener noreferrer">
        Baixar PDF
      </a>
    </div>
  );
}
