import { useId } from 'react';
import { BOLETO_APPROVAL_NOTE, formatBRL, formatDate, formatDigitableLine } from '@pagora/shared';
import type { SubscriptionBoleto as Boleto } from '@pagora/shared/contracts';
import { BoletoBarcode, CopyButton, notify } from '@pagora/shared/ui';
import styles from './subscription-boleto.module.css';

const COPY_FAILED = 'Não foi possível copiar. Selecione a linha digitável e copie.';

/**
 * The charge's issued boleto, as the customer pays it at a bank or app: the same codes, bars and
 * PDF the e-mail carried (issue 24).
 */
export function SubscriptionBoleto({ boleto }: { boleto: Boleto }) {
  const lineLabel = useId();
  return (
    <div className={styles.boleto}>
      <dl className={styles.facts}>
        <div>
          <dt>Valor</dt>
          <dd>{formatBRL(boleto.amountCents)}</dd>
        </div>
        <div>
          <dt>Vencimento</dt>
          <dd>{formatDate(boleto.dueDate)}</dd>
        </div>
      </dl>
      <p className={styles.label} id={lineLabel}>
        Linha digitável
      </p>
      <div className={styles.lineRow}>
        <output className={styles.line} aria-labelledby={lineLabel}>
          {formatDigitableLine(boleto.digitableLine)}
        </output>
        <CopyButton
          text={boleto.digitableLine.replace(/\D/g, '')}
          onCopyFailed={() => notify.error(COPY_FAILED)}
        />
      </div>
      <div className={styles.barcode}>
        <BoletoBarcode barcode={boleto.barcode} />
      </div>
      <p className={styles.note}>{BOLETO_APPROVAL_NOTE}</p>
      <a className={styles.download} href={boleto.pdfUrl} target="_blank" rel="noopener noreferrer">
        Baixar PDF
      </a>
    </div>
  );
}
