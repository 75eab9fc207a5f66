import { useId } from 'react';
import { formatDate } from '../dates/format-date';
import { BOLETO_APPROVAL_NOTE, formatDigitableLine } from '../documents/boleto-line';
import { formatBRL } from '../money/format-brl';
import { BoletoBarcode } from './boleto-barcode';
import { CopyButton } from './copy-button';
import styles from './boleto-codes.module.css';

export const BOLETO_COPY_FAILED = 'Não foi possível copiar. Selecione a linha digitável e copie.';

export interface BoletoCodesProps {
  amountCents: number;
  /** 'AAAA-MM-DD'. */
  dueDate: string;
  /** The 47-digit linha digitável (grouped for reading, copied as digits only). */
  digitableLine: string;
  /** The 44-digit barcode. */
  barcode: string;
  /** The browser refused to copy (no clipboard, insecure page): say so, e.g. with a toast. */
  onCopyFailed: () => void;
  /** Extra class of the copy button (the checkout hides it when printing). */
  copyClassName?: string;
}

/**
 * What a payer pays a boleto with: amount, due date, the linha digitável with 'Copiar', the bars
 * and the approval note. The payer's checkout and the customer's 'Minhas Assinaturas' (issue 24)
 * show the same codes; each adds its own actions (print, PDF, the sandbox).
 */
export function BoletoCodes({
  amountCents,
  dueDate,
  digitableLine,
  barcode,
  onCopyFailed,
  copyClassName,
}: BoletoCodesProps) {
  const lineLabel = useId();
  return (
    <div className={styles.codes}>
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
      <p className={styles.label} id={lineLabel}>
        Linha digitável
      </p>
      <div className={styles.lineRow}>
        <output className={styles.line} aria-labelledby={lineLabel}>
          {formatDigitableLine(digitableLine)}
        </output>
        <CopyButton
          className={copyClassName}
          variant="primary"
          text={digitableLine.replace(/\D/g, '')}
          onCopyFailed={onCopyFailed}
        />
      </div>
      <div className={styles.barcode}>
        <BoletoBarcode barcode={barcode} />
      </div>
      <p className={styles.note}>{BOLETO_APPROVAL_NOTE}</p>
    </div>
  );
}
